/**
 * Trial accounts play with house money: they can transfer to venues and bet, but never deposit,
 * withdraw or save a withdrawal destination.
 */
import { refuse } from '../../lib/errors.ts';
import type { UserRow } from './users.ts';

export const TRIAL_REFUSED = '试玩账号不支持存取款';

export function refuseTrial(user: Pick<UserRow, 'is_trial'>): void {
  if (user.is_trial) throw refuse(500, TRIAL_REFUSED);
}
