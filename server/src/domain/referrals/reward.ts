/**
 * The invite reward: when a deposit of at least the rule's minimum is approved for a member who
 * registered through an invite link (users.pid), the inviter is paid the rule's reward from
 * house:invites into the main wallet as a gift (账户明细 type 5, 邀请礼金) with its turnover
 * requirement, in the approval's own transaction. Once per invitee: the unique invitee_id of
 * invite_rewards and the ledger key `invite:<invitee>:reward` both guard it. A trial member takes
 * no part: a trial invitee never qualifies, a trial inviter is never paid (nor is the invitee
 * marked as rewarded, so nothing is owed). Duplicate accounts (evidence.ts) are refused or held
 * for an operator (review.ts); the row is claimed either way, so an invitee is judged once.
 */
import type { Queryable } from '../../db/types.ts';
import { multiplyFloor } from '../../lib/decimal.ts';
import { creditFromHouseIn } from '../wallet/credit.ts';
import { addTurnoverRequirement } from '../wallet/turnover.ts';
import { inviteRule } from './rules.ts';
import { isTrialMember } from '../accounts/trial.ts';
import { INVITE_STATE, inviteVerdict } from './evidence.ts';

export const HOUSE_INVITES = 'house:invites';
export const INVITE_GIFT_LABEL = '邀请礼金';

/** Called by deposit approval, inside its transaction, after the deposit is credited. */
export async function rewardInviterIn(
  q: Queryable,
  deposit: { id: number; userId: number; amount: bigint },
): Promise<void> {
  const [invitee] = await q.query<{ pid: number | null; is_trial: boolean }>(
    'SELECT pid, is_trial FROM users WHERE id = $1',
    [deposit.userId],
  );
  if (!invitee?.pid || invitee.is_trial || (await isTrialMember(q, invitee.pid))) return;
  const rule = await inviteRule(q);
  if (rule.reward <= 0n || deposit.amount < rule.minDeposit) return;
  const verdict = await inviteVerdict(q, deposit.userId, invitee.pid);
  const [claimed] = await q.query<{ id: number }>(
    `INSERT INTO invite_rewards (inviter_id, invitee_id, deposit_id, amount, state, reason)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (invitee_id) DO NOTHING RETURNING id`,
    [invitee.pid, deposit.userId, deposit.id, rule.reward, verdict.state, verdict.reason],
  );
  if (!claimed || verdict.state !== INVITE_STATE.paid) return;
  await payInviteIn(q, {
    id: claimed.id,
    inviterId: invitee.pid,
    inviteeId: deposit.userId,
    depositId: deposit.id,
    amount: rule.reward,
  });
}

/** Pays a claimed reward (just now, or once an operator releases a held one) with its turnover. */
export async function payInviteIn(
  q: Queryable,
  reward: { id: number; inviterId: number; inviteeId: number; depositId: number; amount: bigint },
  actor = 'system',
): Promise<void> {
  const rule = await inviteRule(q);
  await addTurnoverRequirement(q, reward.inviterId, multiplyFloor(reward.amount, rule.turnoverMultiple));
  const credit = await creditFromHouseIn(q, {
    userId: reward.inviterId,
    houseCode: HOUSE_INVITES,
    amount: reward.amount,
    kind: 'invite.reward',
    memo: `invitee ${reward.inviteeId} deposit ${reward.depositId}`,
    actor,
    idempotencyKey: `invite:${reward.inviteeId}:reward`,
    giftLabel: INVITE_GIFT_LABEL,
  });
  await q.query('UPDATE invite_rewards SET tx_id = $2 WHERE id = $1', [reward.id, credit.txId]);
}
