/**
 * Pure rules of the chat list: validation of what a player types, merging the room's history
 * (read again after a reload) with what the socket delivered, and the list's bound.
 */
import type { ChatMessage } from '@/lib/api/types';
import { CHAT_MAX_LENGTH } from '@/contract/chat/rules';

/** Same bound as the server: 1–200 characters (code points). */
export { CHAT_MAX_LENGTH };

/** The list keeps the newest messages only: a long session cannot grow it without limit. */
export const MAX_CHAT_MESSAGES = 200;

/** What the server stores: control characters become spaces, then trimmed (server/domain/chat). */
export function normaliseChatText(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
}

export type ChatTextProblem = 'empty' | 'tooLong' | null;

/** 1–200 characters (code points, as the server counts them). */
export function chatTextProblem(text: string): ChatTextProblem {
  const clean = normaliseChatText(text);
  if (clean.length === 0) return 'empty';
  if ([...clean].length > CHAT_MAX_LENGTH) return 'tooLong';
  return null;
}

/**
 * Adds the rows of `history` that `current` lacks (by server id), each placed before the first
 * known message with a larger server id, so a reconnect's gap fills in order. Then bounds the list.
 */
export function mergeMessages(current: ChatMessage[], history: ChatMessage[]): ChatMessage[] {
  // Nothing new keeps the same array, so React sees no change.
  if (history.length === 0) return current;
  if (current.length === 0) return history.slice(-MAX_CHAT_MESSAGES);
  const known = new Set(current.filter((m) => m.id > 0).map((m) => m.id));
  const missing = history.filter((m) => m.id > 0 && !known.has(m.id));
  if (missing.length === 0) return current;
  const merged = [...current];
  for (const row of missing) {
    const at = merged.findIndex((m) => m.id > row.id);
    if (at === -1) merged.push(row);
    else merged.splice(at, 0, row);
  }
  return merged.slice(-MAX_CHAT_MESSAGES);
}

/** A new message from the socket: appended unless it is already there (same server id). */
export function appendMessage(current: ChatMessage[], message: ChatMessage): ChatMessage[] {
  if (message.id > 0 && current.some((m) => m.id === message.id)) return current;
  const next = [...current, message];
  return next.length > MAX_CHAT_MESSAGES ? next.slice(-MAX_CHAT_MESSAGES) : next;
}
