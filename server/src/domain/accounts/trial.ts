/**
 * Trial accounts play with house money: they can transfer to venues and bet, but never deposit,
 * withdraw or save a withdrawal destination.
 */
import { refuse } from '../../lib/errors.ts';
import type { UserRow } from './users.ts';
import { TRIAL_MONEY_REFUSED } from '../../../../contract/money/rules.ts';

export const TRIAL_REFUSED = TRIAL_MONEY_REFUSED;

export function refuseTrial(user: Pick<UserRow, 'is_trial'>): void {
  if (user.is_trial) throw refuse(500, TRIAL_REFUSED);
}
