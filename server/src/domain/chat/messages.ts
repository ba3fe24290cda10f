/**
 * Room chat messages (docs/API.md#chat-socket): what a player may send, and the frame everyone receives.
 * Content is plain text; the client renders it as text, never HTML.
 */
import type { Queryable } from '../../db/types.ts';
import { one } from '../../db/types.ts';
import { parseJsonObject } from '../../lib/json-object.ts';
import { formatBeijing } from '../../lib/time.ts';
import { uploadUrl } from '../../lib/urls.ts';
import { DEFAULT_AVATAR } from './history.ts';
import { CHAT_MAX_LENGTH } from '../../../../contract/chat/rules.ts';
import { stripUnsafeText } from '../../../../contract/common/input.ts';
import type { ChatFrame } from '../../../../contract/chat/schemas.ts';

export const MAX_CONTENT_LENGTH = CHAT_MAX_LENGTH;
/** A room id as the socket must name it: a lottery room's id in canonical decimal ("11", never "011"). */
const ROOM_RE = /^[1-9][0-9]{0,8}$/;

export type { ChatFrame };

/** The id's form only; whether the room exists is the lottery catalog's question (findRoom). */
export function isRoomId(value: string): boolean {
  return ROOM_RE.test(value);
}

/** "player01" → "pla***01"; short names keep only their first character. */
export function maskName(username: string): string {
  const chars = [...username];
  if (chars.length >= 6) return `${chars.slice(0, 3).join('')}***${chars.slice(-2).join('')}`;
  return `${chars[0] ?? ''}***`;
}

export interface ChatInput {
  content: string;
  order: 0 | 1;
}

/**
 * Chat is one line of text: line breaks and tabs become spaces, every other control (C0, DEL, C1)
 * and bidirectional override is dropped (it could reorder what other players read); empty or over
 * 200 characters is refused.
 */
export function parseChatInput(text: string): ChatInput | null {
  const parsed = parseJsonObject(text);
  if (!parsed) return null;
  const { content, order } = parsed;
  if (typeof content !== 'string') return null;
  const clean = stripUnsafeText(content.replace(/[\t\n\r]/g, ' ')).trim();
  if (clean.length === 0 || [...clean].length > MAX_CONTENT_LENGTH) return null;
  const orderFlag = order === 0 || order === '0' ? 0 : 1;
  return { content: clean, order: orderFlag };
}

export interface Author {
  userId: number;
  username: string;
  avatar: string;
}

/**
 * The author of a player's room messages (socket chat, bet notices): the user's id, the name
 * (masked when stored) and the avatar as an absolute URL (the default one when none is set).
 */
export function chatAuthor(user: { id: number; username: string; avatar: string | null }, origin: string): Author {
  return { userId: user.id, username: user.username, avatar: uploadUrl(origin, user.avatar || DEFAULT_AVATAR) };
}

/** Stores the message (ids come from the database) and returns the broadcast frame. */
export async function saveChatMessage(
  q: Queryable,
  roomId: string,
  author: Author,
  input: ChatInput,
): Promise<ChatFrame> {
  const masked = maskName(author.username);
  const row = await one<{ id: number; created_at: Date }>(
    q,
    `INSERT INTO chat_messages (room_id, user_id, author, content, order_flag)
     VALUES ($1, $2, $3, $4, $5) RETURNING id, created_at`,
    [roomId, author.userId, masked, input.content, input.order],
  );
  return {
    id: row!.id,
    user_id: author.userId,
    author: masked,
    avatar: author.avatar,
    content: input.content,
    sysmsg: 0,
    order: input.order,
    time: formatBeijing(row!.created_at),
  };
}
