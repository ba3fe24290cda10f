/**
 * Trial accounts play with house money: they can transfer to venues and bet, but never deposit,
 * withdraw or save a withdrawal destination, and never take part in a real-money reward (an
 * activity bonus, a red packet, a rebate, an invite reward as inviter or invitee). Their play money
 * comes only from `house:trial_*` accounts; `creditFromHouseIn` refuses any other house but the
 * operator's manual credit for them, so a reward path that forgets the check below still pays nothing.
 */
import { BizError, refuse } from '../../lib/errors.ts';
import type { Queryable } from '../../db/types.ts';
import type { UserRow } from './users.ts';
import { TRIAL_MONEY_REFUSED, TRIAL_REWARD_REFUSED } from '../../../../contract/money/rules.ts';

export const TRIAL_REFUSED = TRIAL_MONEY_REFUSED;
export { TRIAL_REWARD_REFUSED };

export function refuseTrial(user: Pick<UserRow, 'is_trial'>): void {
  if (user.is_trial) throw refuse(500, TRIAL_REFUSED);
}

/** Whether the member is a trial account (an unknown id is not). */
export async function isTrialMember(q: Queryable, userId: number): Promise<boolean> {
  const [row] = await q.query<{ is_trial: boolean }>('SELECT is_trial FROM users WHERE id = $1', [userId]);
  return row?.is_trial === true;
}

/**
 * The one rule of every real-money reward: a trial member is refused with `TRIAL_REWARD_REFUSED`
 * (player calls: the given body code; operator calls pass an /admin error instead).
 */
export async function refuseTrialReward(
  q: Queryable,
  userId: number,
  refusal: () => BizError = () => refuse(202, TRIAL_REWARD_REFUSED),
): Promise<void> {
  if (await isTrialMember(q, userId)) throw refusal();
}
