/**
 * The unread inbox count (/api/messageNum) behind the badges of the tab bar and the hall menus,
 * kept on the device as `messageNum` so they show at once on the next start. Apart from the
 * message centre (inbox.ts): the tab bar is in every page's boot, the message lists are not.
 */
import useSWR from 'swr';
import { KEYS, readString, writeString } from '@/lib/storage';
import { useSession } from '@/lib/session';
import { useHydrated } from '@/lib/use-hydrated';
import { EXTENSIONS, useExtension } from './backend';
import { read } from './read';
import { toUnread } from './normalise/unread';

export const UNREAD_PATH = '/api/messageNum';

/** The count stored on the device (0 when none). */
export function storedUnread(): number {
  const n = Number(readString(KEYS.messageNum));
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}

export async function fetchUnread(): Promise<number> {
  const count = toUnread(await read(UNREAD_PATH, {}));
  writeString(KEYS.messageNum, String(count));
  return count;
}

/**
 * Unread inbox messages of the signed-in member (0 for visitors), the stored count first. A back
 * end without the `messageNum` extension has no count: 0 (no badge) and no call, also while
 * /api/app has not answered yet.
 */
export function useUnreadCount(): number {
  const { token } = useSession();
  const hydrated = useHydrated();
  const counted = useExtension(EXTENSIONS.messageNum) === true;
  const { data } = useSWR<number>(counted && token ? [UNREAD_PATH, token] : null, fetchUnread, {
    fallbackData: hydrated ? storedUnread() : undefined,
    revalidateOnMount: true,
    revalidateOnFocus: false,
  });
  return counted && token ? (data ?? 0) : 0;
}
