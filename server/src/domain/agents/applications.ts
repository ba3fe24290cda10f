/**
 * Agent applications: a member applies with a mobile number and a reason; one open (pending or
 * approved) application at a time, so a second answers 500 您已申请过代理 as the legacy server
 * did; after a rejection the member may apply again. The operator's approval sets isagent = 1.
 */
import {
  AGENT_MESSAGES,
  AGENT_STATE,
  agentApplicationProblem,
  APPLY_INFO_MAX_LENGTH,
} from '../../../../contract/profile/rules.ts';
import type { WireAgentApplication } from '../../../../contract/profile/schemas.ts';
import { OPS_REFUSALS } from '../../../../contract/ops/messages.ts';
import { one, type Queryable } from '../../db/types.ts';
import { invalid, isUniqueViolation, notFound, refuse } from '../../lib/errors.ts';
import { alreadyProcessed } from '../../lib/review-errors.ts';
import { formatBeijing } from '../../lib/time.ts';

const CODE_FAILED = 500;

interface Row {
  id: number;
  user_id: number;
  mobile: string;
  apply_info: string;
  state: number;
  reason: string;
  check_time: Date | null;
  created_at: Date;
}

/**
 * ApplyAgentBody read both fields; the PWA form's own rule (agentApplicationProblem) decides them
 * (1000 with its message); the reason is kept up to its length.
 */
export function agentApplication(input: { mobile: string; apply_info: string }): { mobile: string; applyInfo: string } {
  const application = { mobile: input.mobile, applyInfo: input.apply_info };
  const problem = agentApplicationProblem(application);
  if (problem) throw invalid(problem.message);
  return { mobile: application.mobile, applyInfo: application.applyInfo.slice(0, APPLY_INFO_MAX_LENGTH) };
}

export async function applyForAgent(
  q: Queryable,
  userId: number,
  input: { mobile: string; applyInfo: string },
): Promise<void> {
  const user = await one<{ isagent: number }>(q, 'SELECT isagent FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
  if (user?.isagent) throw refuse(CODE_FAILED, AGENT_MESSAGES.already);
  const open = await one(q, 'SELECT id FROM agent_applications WHERE user_id = $1 AND state IN (1, 2)', [userId]);
  if (open) throw refuse(CODE_FAILED, AGENT_MESSAGES.already);
  try {
    await q.query('INSERT INTO agent_applications (user_id, mobile, apply_info) VALUES ($1, $2, $3)', [
      userId,
      input.mobile,
      input.applyInfo,
    ]);
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse(CODE_FAILED, AGENT_MESSAGES.already);
    throw error;
  }
}

function wire(r: Row): WireAgentApplication {
  return {
    id: r.id,
    mobile: r.mobile,
    apply_info: r.apply_info,
    state: r.state,
    reason: r.reason,
    created_at: formatBeijing(r.created_at),
    check_time: r.check_time ? formatBeijing(r.check_time) : null,
  };
}

/** The member's latest application, or null. */
export async function latestAgentApplication(q: Queryable, userId: number): Promise<WireAgentApplication | null> {
  const row = await one<Row>(q, 'SELECT * FROM agent_applications WHERE user_id = $1 ORDER BY id DESC LIMIT 1', [
    userId,
  ]);
  return row ? wire(row) : null;
}

const STATE_NAMES = { 1: 'pending', 2: 'approved', 3: 'rejected' } as const;

export async function listAgentApplications(q: Queryable, state: number | null) {
  const rows = await q.query<Row & { username: string }>(
    `SELECT a.*, u.username FROM agent_applications a JOIN users u ON u.id = a.user_id
     ${state === null ? '' : 'WHERE a.state = $1'} ORDER BY a.id DESC LIMIT 200`,
    state === null ? [] : [state],
  );
  return rows.map((r) => ({ ...wire(r), username: r.username, state: STATE_NAMES[r.state as 1 | 2 | 3] }));
}

async function lockPending(q: Queryable, id: number): Promise<Row> {
  const row = await one<Row>(q, 'SELECT * FROM agent_applications WHERE id = $1 FOR UPDATE', [id]);
  if (!row) throw notFound(OPS_REFUSALS.applicationNotFound);
  if (row.state !== AGENT_STATE.pending) throw alreadyProcessed(row.state);
  return row;
}

export async function reviewAgentApplication(
  q: Queryable,
  id: number,
  action: 'approve' | 'reject',
  actor: string,
  reason = '',
): Promise<{ id: number; user_id: number; state: 'approved' | 'rejected' }> {
  const row = await lockPending(q, id);
  const state = action === 'approve' ? AGENT_STATE.approved : AGENT_STATE.rejected;
  await q.query(
    `UPDATE agent_applications SET state = $2, reason = $3, reviewed_by = $4, check_time = now(), updated_at = now() WHERE id = $1`,
    [id, state, reason, actor],
  );
  if (action === 'approve')
    await q.query('UPDATE users SET isagent = 1, updated_at = now() WHERE id = $1', [row.user_id]);
  return { id, user_id: row.user_id, state: action === 'approve' ? 'approved' : 'rejected' };
}
