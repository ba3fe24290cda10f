/**
 * System messages of a room (round closed, draw result): stored like chat with `sysmsg 1`,
 * author 系统 and no avatar, then broadcast. Extra frame fields (e.g. `type: 'draw'` with the new
 * `nowdata`) travel in the broadcast frame only: history (chatdata) keeps the text.
 */
import type { Queryable } from '../../db/types.ts';
import { one } from '../../db/types.ts';
import { formatBeijing } from '../../lib/time.ts';
import type { ChatHub } from './hub.ts';
import { MAX_CONTENT_LENGTH, type ChatFrame } from './messages.ts';
import { SYSTEM_AUTHOR } from '../../../../contract/chat/rules.ts';

/** Frame fields the extra must not overwrite (they identify the stored message). */
const RESERVED = new Set(['id', 'user_id', 'author', 'avatar', 'content', 'sysmsg', 'order', 'time']);

export type SystemFrame = ChatFrame & Record<string, unknown>;

/** Over-long text is cut rather than refused: a draw must never fail because of its notice. */
function fit(content: string): string {
  const chars = [...content.trim()];
  if (chars.length === 0) throw new Error('system message without content');
  return chars.length <= MAX_CONTENT_LENGTH ? chars.join('') : `${chars.slice(0, MAX_CONTENT_LENGTH - 1).join('')}…`;
}

/**
 * Stores a system message and returns its frame without broadcasting it. For callers inside a
 * transaction: broadcast the frame (`hub.broadcast`) after the commit, never before.
 */
export async function saveSystemMessage(
  q: Queryable,
  roomId: string,
  content: string,
  extra: Record<string, unknown> = {},
): Promise<SystemFrame> {
  const text = fit(content);
  const row = await one<{ id: number; created_at: Date }>(
    q,
    `INSERT INTO chat_messages (room_id, user_id, author, content, order_flag, sysmsg)
     VALUES ($1, NULL, $2, $3, 1, 1) RETURNING id, created_at`,
    [roomId, SYSTEM_AUTHOR, text],
  );
  const extras = Object.fromEntries(Object.entries(extra).filter(([key]) => !RESERVED.has(key)));
  return {
    ...extras,
    id: row!.id,
    user_id: 0,
    author: SYSTEM_AUTHOR,
    avatar: '',
    content: text,
    sysmsg: 1,
    order: 1,
    time: formatBeijing(row!.created_at),
  };
}

export interface ChatContext {
  db: Queryable;
  chat: Pick<ChatHub, 'broadcast'>;
}

/**
 * Stores and broadcasts a system message (to every server process on PostgreSQL).
 * `postSystemMessage(app, roomId, '第2984521期 已封盘')`;
 * `postSystemMessage(app, roomId, '第2984521期 开奖结果 3+8+5=16 大双', { type: 'draw', nowdata })`.
 */
export async function postSystemMessage(
  ctx: ChatContext,
  roomId: string,
  content: string,
  extra: Record<string, unknown> = {},
): Promise<SystemFrame> {
  const frame = await saveSystemMessage(ctx.db, roomId, content, extra);
  ctx.chat.broadcast(roomId, frame);
  return frame;
}
