/**
 * The message centre: notices (/api/noticeList) and the member inbox (/api/message), both paged;
 * opening an inbox message (/api/showmessage, marks it read on the server), which asks the unread
 * count (unread.ts) again.
 */
import { mutate as mutateGlobal } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { useSession } from '@/lib/session';
import { read } from './read';
import { pageKey } from './paging';
import { toInboxRow, toNoticeRow, type MessageRow } from './normalise/articles';
import { UNREAD_PATH } from './unread';
import { toPage } from './normalise/scalars';
import type { Page } from './types';
import type { WirePaginator } from '@/contract/common/schemas';
import type { WireInboxMessage, WireNotice } from '@/contract/content/schemas';

export const NOTICE_LIST_PATH = '/api/noticeList';
export const INBOX_PATH = '/api/message';
export const SHOW_MESSAGE_PATH = '/api/showmessage';

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

/** Opens an inbox message: the server marks it read; the unread count is asked again. */
export async function openInboxMessage(id: number): Promise<MessageRow> {
  const row = toInboxRow(await read<WireInboxMessage>(SHOW_MESSAGE_PATH, { id }));
  // Revalidates the mounted badge only: without the messageNum extension there is none, and no call.
  await mutateGlobal((key) => Array.isArray(key) && key[0] === UNREAD_PATH);
  return row;
}
