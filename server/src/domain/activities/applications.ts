/**
 * Applications to activities and their review. A member applies while the activity is
 * published, open (start/end) and under its per-member limit; one pending application at a
 * time. The review ends an application exactly once: approval pays the activity's bonus from
 * house:activities into the main wallet as a gift (账户明细 type 5) and adds its turnover
 * requirement; rejection records the reason. The application row is locked first, and the ledger
 * key `activity-apply:<id>:bonus` is a second guard against paying twice. A trial member is
 * refused at apply (202 TRIAL_REWARD_REFUSED) and their application (one made before that rule)
 * is never approved: 409, the operator rejects it.
 * Lock order: users row (apply) / application row (review) → users row → ledger accounts.
 */
import { ACTIVITY_MESSAGES, APPLY_STATE } from '../../../../contract/activities/rules.ts';
import { OPS_REFUSALS } from '../../../../contract/ops/messages.ts';
import type { WireApplyRow } from '../../../../contract/activities/schemas.ts';
import { one, type Queryable } from '../../db/types.ts';
import { multiplyFloor, parseDecimal } from '../../lib/decimal.ts';
import { conflict, notFound, refuse } from '../../lib/errors.ts';
import { formatCents } from '../../lib/money.ts';
import { alreadyProcessed } from '../../lib/review-errors.ts';
import { refuseTrialReward, TRIAL_REWARD_REFUSED } from '../accounts/trial.ts';
import { formatBeijing } from '../../lib/time.ts';
import { getMoneySettings } from '../site/money-settings.ts';
import { creditFromHouseIn } from '../wallet/credit.ts';
import { addTurnoverRequirement } from '../wallet/turnover.ts';
import { ACTIVITY_STATE, findActivity } from './catalogue.ts';

/** The house account activity bonuses are paid from. */
export const HOUSE_ACTIVITIES = 'house:activities';
/** What the member sees in 账户明细 for a bonus. */
export const BONUS_LABEL = '活动彩金';

const CODE_REFUSED = 202;

interface ApplyRow {
  id: number;
  activity_id: number;
  user_id: number;
  state: number;
  reason: string;
  bonus: bigint;
  tx_id: bigint | null;
  reviewed_by: string | null;
  check_time: Date | null;
  created_at: Date;
  updated_at: Date;
}

const REFUSAL_BY_STATE: Record<number, string> = {
  [APPLY_STATE.pending]: ACTIVITY_MESSAGES.pending,
  [APPLY_STATE.approved]: ACTIVITY_MESSAGES.approved,
  [APPLY_STATE.rejected]: ACTIVITY_MESSAGES.rejected,
};

/** POST /api/doactivityapply. Refusals are code 202 with the legacy messages. */
export async function applyForActivity(
  q: Queryable,
  userId: number,
  activityId: number,
  now: Date = new Date(),
): Promise<{ id: number }> {
  // One member's applications are serialised on their users row, so a double tap cannot pass
  // the limit check twice.
  await q.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
  await refuseTrialReward(q, userId, () => refuse(CODE_REFUSED, TRIAL_REWARD_REFUSED));
  const activity = activityId > 0 ? await findActivity(q, activityId, { lock: 'share' }) : null;
  if (!activity || activity.state !== ACTIVITY_STATE.published) throw refuse(CODE_REFUSED, ACTIVITY_MESSAGES.notFound);
  if (!activity.can_apply) throw refuse(CODE_REFUSED, ACTIVITY_MESSAGES.noApply);
  if (activity.starts_at && now < activity.starts_at) throw refuse(CODE_REFUSED, ACTIVITY_MESSAGES.notStarted);
  if (activity.ends_at && now >= activity.ends_at) throw refuse(CODE_REFUSED, ACTIVITY_MESSAGES.ended);
  const previous = await q.query<{ state: number }>(
    'SELECT state FROM activity_applies WHERE activity_id = $1 AND user_id = $2 ORDER BY id DESC',
    [activity.id, userId],
  );
  const pending = previous.some((p) => p.state === APPLY_STATE.pending);
  if (pending) throw refuse(CODE_REFUSED, ACTIVITY_MESSAGES.pending);
  if (previous.length >= activity.apply_limit) {
    throw refuse(CODE_REFUSED, REFUSAL_BY_STATE[previous[0]!.state] ?? ACTIVITY_MESSAGES.pending);
  }
  const [row] = await q.query<{ id: number }>(
    'INSERT INTO activity_applies (activity_id, user_id) VALUES ($1, $2) RETURNING id',
    [activity.id, userId],
  );
  return row!;
}

/** POST /api/activityApplyLog: the member's applications, newest first. */
export async function applyLog(
  q: Queryable,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: WireApplyRow[]; total: number }> {
  const [count] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM activity_applies WHERE user_id = $1', [
    userId,
  ]);
  const rows = await q.query<ApplyRow & { activity_name: string }>(
    `SELECT a.*, act.title AS activity_name FROM activity_applies a JOIN activities act ON act.id = a.activity_id
     WHERE a.user_id = $1 ORDER BY a.id DESC LIMIT ${Math.trunc(page.limit)} OFFSET ${Math.trunc(page.offset)}`,
    [userId],
  );
  return {
    total: count?.n ?? 0,
    rows: rows.map((r) => ({
      id: r.id,
      activity_id: r.activity_id,
      user_id: r.user_id,
      state: r.state,
      check_time: r.check_time ? formatBeijing(r.check_time) : null,
      created_at: formatBeijing(r.created_at),
      updated_at: formatBeijing(r.updated_at),
      activity_name: r.activity_name,
      reason: r.reason,
    })),
  };
}

export interface ApplicationView {
  id: number;
  activity_id: number;
  activity: string;
  user_id: number;
  username: string;
  state: 'pending' | 'approved' | 'rejected';
  bonus: string;
  reason: string;
  created_at: string;
  check_time: string | null;
}

const STATE_NAMES = { 1: 'pending', 2: 'approved', 3: 'rejected' } as const;

/** The operator's list: pending first by default. */
export async function listApplications(q: Queryable, state: number | null): Promise<ApplicationView[]> {
  const rows = await q.query<ApplyRow & { activity: string; username: string }>(
    `SELECT a.*, act.title AS activity, u.username FROM activity_applies a
     JOIN activities act ON act.id = a.activity_id JOIN users u ON u.id = a.user_id
     ${state === null ? '' : 'WHERE a.state = $1'} ORDER BY a.id ${state === APPLY_STATE.pending ? 'ASC' : 'DESC'} LIMIT 200`,
    state === null ? [] : [state],
  );
  return rows.map((r) => ({
    id: r.id,
    activity_id: r.activity_id,
    activity: r.activity,
    user_id: r.user_id,
    username: r.username,
    state: STATE_NAMES[r.state as 1 | 2 | 3],
    bonus: formatCents(BigInt(r.bonus)),
    reason: r.reason,
    created_at: formatBeijing(r.created_at),
    check_time: r.check_time ? formatBeijing(r.check_time) : null,
  }));
}

async function lockPending(q: Queryable, id: number): Promise<ApplyRow> {
  const row = await one<ApplyRow>(q, 'SELECT * FROM activity_applies WHERE id = $1 FOR UPDATE', [id]);
  if (!row) throw notFound(OPS_REFUSALS.applicationNotFound);
  if (row.state !== APPLY_STATE.pending) throw alreadyProcessed(row.state);
  return row;
}

export interface ReviewedApplication {
  id: number;
  userId: number;
  state: number;
  bonus: bigint;
  /** The member's main wallet after a paid bonus; null when nothing was paid. */
  balance: bigint | null;
}

/** Inside the caller's transaction. */
export async function approveApplication(q: Queryable, id: number, actor: string): Promise<ReviewedApplication> {
  const row = await lockPending(q, id);
  await refuseTrialReward(q, row.user_id, () => conflict(OPS_REFUSALS.trialApplication));
  const activity = (await findActivity(q, row.activity_id))!;
  const bonus = BigInt(activity.bonus);
  let balance: bigint | null = null;
  let txId: number | null = null;
  if (bonus > 0n) {
    const multiple = parseDecimal(activity.turnover_multiple ?? '') ?? (await getMoneySettings(q)).turnoverMultiple;
    await addTurnoverRequirement(q, row.user_id, multiplyFloor(bonus, multiple));
    const credit = await creditFromHouseIn(q, {
      userId: row.user_id,
      houseCode: HOUSE_ACTIVITIES,
      amount: bonus,
      kind: 'activity.bonus',
      memo: `activity ${activity.id} application ${row.id}`,
      actor,
      idempotencyKey: `activity-apply:${row.id}:bonus`,
      giftLabel: BONUS_LABEL,
    });
    balance = credit.balance;
    txId = credit.txId;
  }
  await q.query(
    `UPDATE activity_applies SET state = $2, bonus = $3, tx_id = $4, reviewed_by = $5, check_time = now(), updated_at = now()
     WHERE id = $1`,
    [row.id, APPLY_STATE.approved, bonus, txId, actor],
  );
  return { id: row.id, userId: row.user_id, state: APPLY_STATE.approved, bonus, balance };
}

export async function rejectApplication(
  q: Queryable,
  id: number,
  actor: string,
  reason: string,
): Promise<ReviewedApplication> {
  const row = await lockPending(q, id);
  await q.query(
    `UPDATE activity_applies SET state = $2, reason = $3, reviewed_by = $4, check_time = now(), updated_at = now()
     WHERE id = $1`,
    [row.id, APPLY_STATE.rejected, reason, actor],
  );
  return { id: row.id, userId: row.user_id, state: APPLY_STATE.rejected, bonus: 0n, balance: null };
}
