/**
 * Lottery room chat messages.
 * Wire values become UI types here, once, tolerating the legacy servers' looseness
 * (strings or numbers, missing keys, `data` as "", [] or null).
 */
import { parseBeijing } from '@/lib/time';
import { assetUrl } from '@/lib/config';
import { flag, int, isObject, optionalInt, str, toList } from './scalars';
import type { ChatMessage } from '../types';
import type { WireChatMessage } from '@/contract/lottery/schemas';

let localChatId = 0;

export function toChatMessage(w: WireChatMessage): ChatMessage {
  const id = optionalInt(w.id);
  return {
    // Frames without an id still need a unique key; negative ids never meet server ids.
    id: id ?? --localChatId,
    userId: optionalInt(w.user_id),
    author: str(w.author),
    avatar: assetUrl(str(w.avatar || w.headurl)),
    content: str(w.content),
    system: flag(w.sysmsg),
    order: w.order === undefined || w.order === null || w.order === '' ? 1 : int(w.order) === 0 ? 0 : 1,
    time: parseBeijing(w.time ?? w.created_at),
  };
}

export function toChatList(w: unknown): ChatMessage[] {
  return toList<WireChatMessage, ChatMessage>(Array.isArray(w) ? w.filter(isObject) : [], toChatMessage);
}
