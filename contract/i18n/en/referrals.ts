import { INVITE_MESSAGES } from '../../referrals/rules.ts';
import { byKey, type Messages } from '../matcher.ts';

export const referrals: Messages = {
  exact: byKey(INVITE_MESSAGES, {
    range: 'The start date cannot be after the end date',
    date: 'Please choose a valid date',
  }),
};
