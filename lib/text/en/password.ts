import { PASSWORD_MESSAGES } from '@/contract/member/rules';
import { SESSION_MESSAGES } from '@/contract/session/rules';
import type { password as zh } from '../catalogue/password';
import type { Translation } from '../translation';

/** Change password in English (the Chinese: ../catalogue/password.ts). */
export const password: Translation<typeof zh> = {
  kinds: { login: 'Login password', pay: 'Payment password' },
  kindLabel: 'Password type',
  old: 'Current password',
  new: 'New password',
  confirm: 'Confirm password',
  oldPlaceholder: 'Enter your current password',
  newPlaceholder: 'Enter a new password',
  confirmPlaceholder: 'Enter the new password again',
  hint: "After changing your password, you'll need to log in again with the new one.",
  submit: 'Save',
  oldRequired: PASSWORD_MESSAGES.oldRequired,
  newRequired: PASSWORD_MESSAGES.newRequired,
  confirmRequired: 'Please confirm your password',
  oldLength: PASSWORD_MESSAGES.oldLength,
  newLength: PASSWORD_MESSAGES.newLength,
  mismatch: SESSION_MESSAGES.confirmMismatch,
  same: PASSWORD_MESSAGES.same,
  changed: 'Password changed!',
  setPay: {
    title: 'Set payment password',
    hint: 'To keep your funds safe, set a payment password before linking a payout account or withdrawing. It must differ from your login password.',
    login: 'Login password',
    loginPlaceholder: 'Enter your login password',
    pay: 'Payment password',
    payPlaceholder: 'Choose a 6–18 character payment password',
    confirm: 'Confirm password',
    confirmPlaceholder: 'Enter the payment password again',
    submit: 'Set password',
    loginRequired: 'Please enter your login password',
    payRequired: 'Please enter a payment password',
    confirmRequired: 'Please confirm your password',
    payLength: 'The payment password must be 6–18 characters',
    mismatch: SESSION_MESSAGES.confirmMismatch,
    sameAsLogin: PASSWORD_MESSAGES.paySameAsLogin,
    saved: 'Payment password set',
  },
};
