import { REALNAME_MESSAGES } from '@/contract/member/rules';
import { WITHDRAW_DEFAULT_MIN_YUAN, WITHDRAW_MESSAGES } from '@/contract/money/rules';
import type { withdraw as zh } from '../catalogue/withdraw';
import type { Translation } from '../translation';

/** Withdrawal in English (the Chinese: ../catalogue/withdraw.ts). */
export const withdraw: Translation<typeof zh> = {
  kindLabel: 'Withdraw to',
  kinds: { usdt: 'USDT', bank: 'Bank card' },
  centralWallet: 'Main wallet',
  gameWallet: 'Game wallet',
  bankCard: 'Bank card',
  usdtAddress: 'USDT address',
  choose: { bank: 'Choose a bank card', usdt: 'Choose a USDT address' },
  sheetTitle: { bank: 'Choose a bank card', usdt: 'Choose a USDT address' },
  none: { bank: 'No bank cards yet', usdt: 'No addresses yet' },
  add: { bank: 'Add bank card', usdt: 'Add USDT address' },
  manage: 'Manage',
  amount: 'Amount',
  amountPlaceholder: 'Min. ¥100',
  max: 'Max',
  turnover: 'Wagering',
  turnoverKinds: { required: 'Wagering required', achieved: 'Wagering completed' },
  payPassword: 'Payment password',
  payPasswordPlaceholder: 'Enter your payment password',
  rate: (rate: string) => `Current rate: 1 USDT = ¥${rate}`,
  usdtAmount: 'In USDT',
  fee: (protocol: string) => `${protocol} fee`,
  arrival: "You'll receive",
  usdtUnit: 'USDT',
  unknown: '--',
  submit: 'Confirm withdrawal',
  submitting: 'Submitting…',
  chooseBankCard: WITHDRAW_MESSAGES.cardRequired,
  chooseUsdt: WITHDRAW_MESSAGES.usdtCardRequired,
  amountMin: `The minimum withdrawal is ¥${WITHDRAW_DEFAULT_MIN_YUAN}`,
  payPasswordRequired: 'Please enter your payment password',
  submitted: WITHDRAW_MESSAGES.submitted,
  trialNotice:
    "Trial accounts are for trying games only and can't withdraw. Register a full account to deposit and withdraw.",
  loadFailed: "Couldn't load",
  realname: {
    title: 'Add your real name',
    label: 'Real name',
    placeholder: 'Enter your real name',
    required: REALNAME_MESSAGES.required,
    hint: "To keep your funds safe, add your real name before withdrawing. It can't be changed later, so make sure it matches the name on your bank card.",
    submit: 'Confirm',
    saved: 'Real name saved',
  },
};
