/**
 * The message centre: notices (/api/noticeList) and the member inbox (/api/message), both paged;
 * opening an inbox message (/api/showmessage, marks it read on the server); the unread count
 * (/api/messageNum), kept on the device as `messageNum` so the badges show at once on the next start.
 */
import useSWR, { mutate as mutateGlobal } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { KEYS, readString, writeString } from '@/lib/storage';
import { useSession } from '@/lib/session';
import { useHydrated } from '@/lib/use-hydrated';
import { EXTENSIONS, useExtension } from './backend';
import { read } from './read';
import { pageKey } from './paging';
import { toInboxRow, toNoticeRow, toUnread, type MessageRow } from './normalise/articles';
import { toPage } from './normalise/scalars';
import type { Page } from './types';
import type { WirePaginator } from '@/contract/common/schemas';
import type { WireInboxMessage, WireNotice } from '@/contract/content/schemas';

export const NOTICE_LIST_PATH = '/api/noticeList';
export const INBOX_PATH = '/api/message';
export const SHOW_MESSAGE_PATH = '/api/showmessage';
export const UNREAD_PATH = '/api/messageNum';

export type MessageTab = 'notices' | 'inbox';

/**
 * /api/message's `type`: the /message tab's own value (2 = the inbox). Always sent, with `page`:
 * legacy servers read the key without checking it is there and crash (HTTP 500) when it is missing.
 */
export const INBOX_TYPE = 2;

export async function fetchMessagePage(tab: MessageTab, page: number): Promise<Page<MessageRow>> {
  if (tab === 'notices') {
    return toPage(await read<WirePaginator<WireNotice>>(NOTICE_LIST_PATH, { page }), toNoticeRow, page);
  }
  return toPage(await read<WirePaginator<WireInboxMessage>>(INBOX_PATH, { type: INBOX_TYPE, page }), toInboxRow, page);
}

type Key = [string, string, number];

/** One tab's rows, page by page (a tab is its own list). */
export function useMessages(tab: MessageTab) {
  const { token } = useSession();
  const base = token ? ([tab === 'notices' ? NOTICE_LIST_PATH : INBOX_PATH, token] as const) : null;
  return useSWRInfinite<Page<MessageRow>>(
    pageKey(base) as (index: number, previous: Page<MessageRow> | null) => Key | null,
    ([, , page]: Key) => fetchMessagePage(tab, page),
    { revalidateFirstPage: false, revalidateOnFocus: false },
  );
}

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

/** Opens an inbox message: the server marks it read; the unread count is asked again. */
export async function openInboxMessage(id: number): Promise<MessageRow> {
  const row = toInboxRow(await read<WireInboxMessage>(SHOW_MESSAGE_PATH, { id }));
  // Revalidates the mounted badge only: without the messageNum extension there is none, and no call.
  await mutateGlobal((key) => Array.isArray(key) && key[0] === UNREAD_PATH);
  return row;
}
