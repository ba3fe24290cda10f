import { DOWNLINE_MESSAGES } from '@/contract/downline/rules';
import type { downline as zh } from '../catalogue/downline';
import type { Translation } from '../translation';

/** Downline transfer /downlineTransfer in English (the Chinese: ../catalogue/downline.ts). */
export const downline: Translation<typeof zh> = {
  memberLabel: 'Recipient',
  chooseMember: 'Choose a downline member',
  search: 'Search downline members',
  searchPlaceholder: 'Search by username',
  listLabel: 'Direct downline',
  registeredAt: (time: string) => `Joined ${time}`,
  picked: 'Selected',
  noMatch: 'No member found',
  empty: "You don't have any direct downline members yet",
  invite: 'Invite friends',
  amount: 'Amount',
  amountPlaceholder: 'Enter an amount',
  available: (amount: string) => `Available ¥${amount}`,
  all: 'All',
  payPassword: 'Payment password',
  payPasswordPlaceholder: 'Enter your payment password',
  submit: 'Confirm transfer',
  submitting: 'Transferring…',
  confirmTitle: 'Confirm transfer',
  confirm: (name: string, amount: string) => `Transfer ¥${amount} to ${name}?`,
  turnoverHint: 'The recipient must meet the wagering requirement before withdrawing this amount',
  memberRequired: DOWNLINE_MESSAGES.usernameRequired,
  amountRequired: DOWNLINE_MESSAGES.amountRequired,
  amountZero: DOWNLINE_MESSAGES.amountZero,
  amountInvalid: DOWNLINE_MESSAGES.amountInvalid,
  insufficient: DOWNLINE_MESSAGES.insufficient,
  passwordRequired: DOWNLINE_MESSAGES.passwordRequired,
  notAgent: DOWNLINE_MESSAGES.notAgent,
  done: DOWNLINE_MESSAGES.done,
};
