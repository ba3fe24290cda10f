/** Members' feedback: stored for the operator, at most FEEDBACK_PER_DAY per member and Beijing day. */
import { FEEDBACK_MESSAGES, FEEDBACK_PER_DAY, feedbackProblem } from '../../../../contract/profile/rules.ts';
import type { Queryable } from '../../db/types.ts';
import { invalid, refuse } from '../../lib/errors.ts';
import { beijingDayStart, formatBeijing } from '../../lib/time.ts';

export async function leaveFeedback(
  q: Queryable,
  userId: number,
  /** As FeedbackBody read it (trimmed, contact cut); the PWA form's rule (feedbackProblem) decides it here. */
  input: { content: string; contact: string },
  now = new Date(),
): Promise<void> {
  const problem = feedbackProblem(input);
  if (problem) throw invalid(problem.message);
  await q.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
  const [today] = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM feedback WHERE user_id = $1 AND created_at >= $2',
    [userId, beijingDayStart(now)],
  );
  if ((today?.n ?? 0) >= FEEDBACK_PER_DAY) throw refuse(429, FEEDBACK_MESSAGES.tooMany);
  await q.query('INSERT INTO feedback (user_id, content, contact) VALUES ($1, $2, $3)', [
    userId,
    input.content,
    input.contact,
  ]);
}

/** The operator's inbox, newest first; listing marks the rows read. */
export async function feedbackInbox(q: Queryable, onlyNew: boolean) {
  const rows = await q.query<{
    id: number;
    username: string;
    content: string;
    contact: string;
    state: number;
    created_at: Date;
  }>(
    `SELECT f.id, u.username, f.content, f.contact, f.state, f.created_at FROM feedback f JOIN users u ON u.id = f.user_id
     ${onlyNew ? 'WHERE f.state = 0' : ''} ORDER BY f.id DESC LIMIT 200`,
  );
  if (rows.length) await q.query('UPDATE feedback SET state = 1 WHERE id = ANY($1::int[])', [rows.map((r) => r.id)]);
  return rows.map((r) => ({ ...r, state: r.state ? 'read' : 'new', created_at: formatBeijing(r.created_at) }));
}
