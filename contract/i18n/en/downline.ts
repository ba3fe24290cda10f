import { DOWNLINE_MESSAGES, DOWNLINE_RECORD_LABELS } from '../../downline/rules.ts';
import { byKey, type Messages } from '../matcher.ts';
import { money } from './money.ts';

/** The pay-password, trial and balance texts are money's own (./money.ts): one English for one rule. */
export const downline: Messages = {
  exact: [
    ...byKey(DOWNLINE_MESSAGES, {
      usernameRequired: 'Please choose a downline member',
      amountRequired: 'Please enter the transfer amount',
      amountZero: 'The transfer amount must be greater than 0',
      amountInvalid: 'Please enter a valid transfer amount',
      passwordRequired: englishOf(DOWNLINE_MESSAGES.passwordRequired),
      noPayPassword: englishOf(DOWNLINE_MESSAGES.noPayPassword),
      wrongPassword: englishOf(DOWNLINE_MESSAGES.wrongPassword),
      trial: englishOf(DOWNLINE_MESSAGES.trial),
      notAgent: 'Downline transfers are for agents only',
      unknownMember: 'User not found',
      notDownline: 'This member is not in your downline',
      insufficient: englishOf(DOWNLINE_MESSAGES.insufficient),
      done: englishOf(DOWNLINE_MESSAGES.done),
    }),
    ...byKey(DOWNLINE_RECORD_LABELS, { out: 'To downline', in: 'From upline' }),
  ],
};

function englishOf(zh: string): string {
  const found = money.exact?.find(([text]) => text === zh);
  if (!found) throw new Error(`no English in money for ${zh}`);
  return found[1];
}
