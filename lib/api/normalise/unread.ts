import { int, isObject } from './scalars';

/** /api/messageNum → the unread count (0 for anything else). */
export function toUnread(w: unknown): number {
  return isObject(w) ? Math.max(0, int(w.count)) : 0;
}
