import { ORDER_TEXT } from '@/contract/lottery/rules';
import type { bet as zh } from '../catalogue/bet';
import type { Translation } from '../translation';

/** The credit-betting popup and its confirmation in English (the Chinese: ../catalogue/bet.ts). */
export const bet: Translation<typeof zh> = {
  title: 'Bet',
  balance: 'Balance',
  groupsLabel: 'Bet types',
  oddsWord: 'Odds',
  odds: (odds: string) => `Odds ${odds}`,
  noOptions: 'No options for this bet type yet',
  quickLabel: 'Quick amounts',
  quickAmount: (n: number) => `${n}`,
  picked: (n: number) => `${n} ${n === 1 ? 'bet' : 'bets'} selected`,
  clear: 'Clear',
  next: 'Next',
  preview: 'Bet slip',
  backToPick: 'Keep picking',
  stakeLabel: (name: string) => `Stake on ${name}`,
  removeLabel: (name: string) => `Remove ${name}`,
  total: 'Total',
  totalValue: (n: number, amount: string) => `${n} ${n === 1 ? 'bet' : 'bets'}, ¥${amount} in total`,
  confirm: 'Place bets',
  confirmTitle: 'Confirm bets',
  round: (expect: string) => `Round ${expect}`,
  submit: 'Confirm',
  submitting: 'Submitting…',
  cancel: 'Cancel',
  pickRequired: ORDER_TEXT.empty,
  amountRequired: 'Please enter a stake',
  amountPositive: 'The stake must be greater than 0',
  amountRange: (min: string, max: string) => `Each stake must be between ¥${min} and ¥${max}`,
  amountMin: (min: string) => `Each stake must be at least ¥${min}`,
  amountMax: (max: string) => `Each stake can be at most ¥${max}`,
  closed: ORDER_TEXT.closed,
  success: ORDER_TEXT.done,
};
