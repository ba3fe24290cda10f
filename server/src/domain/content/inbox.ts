/**
 * The member inbox (站内信): messages to one member or to every member, each read mark per
 * member. /api/message lists, /api/showmessage opens (and marks read), /api/messageNum counts.
 */
import type { WireInboxMessage } from '../../../../contract/content/schemas.ts';
import type { Queryable } from '../../db/types.ts';
import type { PageRequest } from '../../lib/paginate.ts';
import { formatBeijing } from '../../lib/time.ts';
import { richHtmlText, sanitiseRichHtml } from '../activities/html.ts';
import { SENT_WHILE_RESTRICTED } from '../protection/exclusion-marketing.ts';

/** Characters of content in a list row's `desc`. */
export const DESC_LENGTH = 20;

interface MessageRow {
  id: number;
  title: string;
  content: string;
  is_read: boolean;
  created_at: Date;
}

const toWire = (r: MessageRow): WireInboxMessage => ({
  id: r.id,
  title: r.title,
  content: sanitiseRichHtml(r.content),
  // An excerpt of the text: a cut through the HTML could leave half a tag.
  desc: [...richHtmlText(r.content)].slice(0, DESC_LENGTH).join(''),
  is_read: r.is_read ? 1 : 0,
  created_at: formatBeijing(r.created_at),
});

// A member sees shown messages addressed to them or to everyone, except messages to everyone sent
// while they were in a time-out or self-exclusion (no marketing reaches them: exclusion-marketing.ts).
const VISIBLE = `m.state = 1 AND (m.user_id = $1 OR (m.user_id IS NULL AND NOT ${SENT_WHILE_RESTRICTED}))`;
const WITH_READ = `SELECT m.id, m.title, m.content, m.created_at, (r.user_id IS NOT NULL) AS is_read
  FROM inbox_messages m LEFT JOIN inbox_reads r ON r.message_id = m.id AND r.user_id = $1`;

export async function inboxPage(
  q: Queryable,
  userId: number,
  page: PageRequest,
): Promise<{ rows: WireInboxMessage[]; total: number }> {
  const [count] = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM inbox_messages m WHERE ${VISIBLE}`, [
    userId,
  ]);
  const rows = await q.query<MessageRow>(
    `${WITH_READ} WHERE ${VISIBLE} ORDER BY m.created_at DESC, m.id DESC LIMIT $2 OFFSET $3`,
    [userId, page.perPage, page.offset],
  );
  return { total: count?.n ?? 0, rows: rows.map(toWire) };
}

export async function unreadCount(q: Queryable, userId: number): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM inbox_messages m
     WHERE ${VISIBLE} AND NOT EXISTS (SELECT 1 FROM inbox_reads r WHERE r.message_id = m.id AND r.user_id = $1)`,
    [userId],
  );
  return row?.n ?? 0;
}

/** One message the member may see, marked read (once); null when it is not theirs or withdrawn. */
export async function openMessage(q: Queryable, userId: number, id: number): Promise<WireInboxMessage | null> {
  const [row] = await q.query<MessageRow>(`${WITH_READ} WHERE m.id = $2 AND ${VISIBLE}`, [userId, id]);
  if (!row) return null;
  await q.query('INSERT INTO inbox_reads (message_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [id, userId]);
  return toWire({ ...row, is_read: true });
}

/** userId null: to every member. */
export async function sendMessage(
  q: Queryable,
  input: { userId: number | null; title: string; content: string },
): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    'INSERT INTO inbox_messages (user_id, title, content) VALUES ($1, $2, $3) RETURNING id',
    [input.userId, input.title, sanitiseRichHtml(input.content)],
  );
  return row!.id;
}

export async function withdrawMessage(q: Queryable, id: number): Promise<boolean> {
  const rows = await q.query<{ id: number }>('UPDATE inbox_messages SET state = 0 WHERE id = $1 RETURNING id', [id]);
  return rows.length > 0;
}
