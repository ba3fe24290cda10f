/**
 * Room chat history for `chatdata` (GET /api/lotteryRoom): the latest messages, oldest first, so
 * a client appends them in the order the socket would have delivered them.
 */
import type { Queryable } from '../../db/types.ts';
import { formatBeijing } from '../../lib/time.ts';
import { uploadUrl } from '../../lib/urls.ts';
import type { ChatHistoryRow } from '../../../../contract/chat/schemas.ts';

export type { ChatHistoryRow };

export const DEFAULT_HISTORY_LIMIT = 50;
const MAX_HISTORY_LIMIT = 200;
/** The avatar players without their own get (same as the socket's frames). */
export const DEFAULT_AVATAR = 'avatars/default.svg';

export interface HistoryOptions {
  /** Origin for absolute avatar URLs (requestOrigin()); without it avatars are upload paths. */
  origin?: string;
}

export async function recentMessages(
  q: Queryable,
  roomId: string,
  limit = DEFAULT_HISTORY_LIMIT,
  options: HistoryOptions = {},
): Promise<ChatHistoryRow[]> {
  const n = Math.max(0, Math.min(MAX_HISTORY_LIMIT, Math.floor(limit)));
  if (n === 0) return [];
  const rows = await q.query<{
    id: number;
    user_id: number | null;
    author: string;
    avatar: string | null;
    content: string;
    sysmsg: number;
    order_flag: number;
    created_at: Date;
  }>(
    `SELECT m.id, m.user_id, m.author, u.avatar, m.content, m.sysmsg, m.order_flag, m.created_at
       FROM chat_messages m LEFT JOIN users u ON u.id = m.user_id
      WHERE m.room_id = $1
      ORDER BY m.id DESC
      LIMIT $2`,
    [roomId, n],
  );
  return rows.reverse().map((row) => {
    const time = formatBeijing(row.created_at);
    // System messages have no author row and no avatar (sysmsg 1, avatar "").
    const path = row.user_id === null ? '' : row.avatar || DEFAULT_AVATAR;
    return {
      id: row.id,
      user_id: row.user_id ?? 0,
      author: row.author,
      avatar: options.origin === undefined ? path : uploadUrl(options.origin, path),
      content: row.content,
      sysmsg: row.sysmsg,
      order: row.order_flag,
      time,
      created_at: time,
    };
  });
}
