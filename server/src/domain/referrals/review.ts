/**
 * The operator's side of the duplicate-account checks: the invite rewards held for review (a
 * shared registration address or real name, evidence.ts), and the decision on each: approve pays
 * the inviter as the automatic reward would have, reject refuses it for good.
 */
import type { InviteReviewRow } from '../../../../contract/ops/answers.ts';
import { one, type Queryable } from '../../db/types.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { formatCents } from '../../lib/money.ts';
import { OPS_REFUSALS } from '../../../../contract/ops/messages.ts';
import { formatBeijing } from '../../lib/time.ts';
import { INVITE_STATE, type InviteState } from './evidence.ts';
import { payInviteIn } from './reward.ts';

const STATE_NAMES = { 1: 'approved', 2: 'pending', 3: 'rejected' } as const;

interface Row {
  id: number;
  inviter_id: number;
  invitee_id: number;
  deposit_id: number;
  amount: bigint;
  state: InviteState;
  reason: string;
  reviewed_by: string | null;
  reviewed_at: Date | null;
  created_at: Date;
}

/** Held rewards by default; `state` null lists every one (newest first, 200 at most). */
export async function listInviteReviews(q: Queryable, state: InviteState | null): Promise<InviteReviewRow[]> {
  const rows = await q.query<Row & { inviter: string; invitee: string }>(
    `SELECT r.*, a.username AS inviter, b.username AS invitee
     FROM invite_rewards r JOIN users a ON a.id = r.inviter_id JOIN users b ON b.id = r.invitee_id
     ${state === null ? '' : 'WHERE r.state = $1'} ORDER BY r.id DESC LIMIT 200`,
    state === null ? [] : [state],
  );
  return rows.map((r) => ({
    id: r.id,
    inviter: r.inviter,
    invitee: r.invitee,
    amount: formatCents(BigInt(r.amount)),
    state: STATE_NAMES[r.state],
    reason: r.reason,
    reviewed_by: r.reviewed_by,
    created_at: formatBeijing(r.created_at),
    reviewed_at: r.reviewed_at ? formatBeijing(r.reviewed_at) : null,
  }));
}

/** Approve pays the held reward (once: the row is locked and must still be held); reject refuses it. */
export async function reviewInvite(
  q: Queryable,
  id: number,
  action: 'approve' | 'reject',
  actor: string,
): Promise<{ id: number; state: 'approved' | 'rejected' }> {
  const row = await one<Row>(q, 'SELECT * FROM invite_rewards WHERE id = $1 FOR UPDATE', [id]);
  if (!row) throw notFound(OPS_REFUSALS.inviteNotFound);
  if (row.state !== INVITE_STATE.held) throw conflict(OPS_REFUSALS.inviteProcessed);
  const state = action === 'approve' ? INVITE_STATE.paid : INVITE_STATE.refused;
  await q.query('UPDATE invite_rewards SET state = $2, reviewed_by = $3, reviewed_at = now() WHERE id = $1', [
    id,
    state,
    actor,
  ]);
  if (action === 'approve')
    await payInviteIn(
      q,
      {
        id,
        inviterId: row.inviter_id,
        inviteeId: row.invitee_id,
        depositId: row.deposit_id,
        amount: BigInt(row.amount),
      },
      actor,
    );
  return { id, state: action === 'approve' ? 'approved' : 'rejected' };
}
