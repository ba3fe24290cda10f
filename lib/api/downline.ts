/**
 * 下级转账 (docs/API.md#downlinetransfer, #downlines; our own calls): the agent's direct downline
 * to pick from (paged, searchable by name) and the transfer itself.
 */
import useSWRInfinite from 'swr/infinite';
import { toCents, type Cents } from '@/lib/money';
import { useSession } from '@/lib/session';
import { parseBeijing } from '@/lib/time';
import { call } from './client';
import { read } from './read';
import { FRESH_LIST, pageKey } from './paging';
import { int, isObject, str, toPage } from './normalise/scalars';
import type { Page } from './types';
import type { WirePaginator } from '@/contract/common/schemas';
import type {
  DownlineListQuery,
  DownlineTransferBody,
  WireDownline,
  WireDownlineTransfer,
} from '@/contract/downline/schemas';

export const DOWNLINES_PATH = '/api/downlines';
/** Rows per page of the picker: a screenful of names. */
const DOWNLINE_PAGE_SIZE = 20;

export interface Downline {
  id: number;
  /** In full: the agent pays by it. */
  username: string;
  createdAt: number | null;
}

export interface DownlineTransferDone {
  orderNo: string;
  username: string;
  amount: Cents;
  /** The agent's main wallet after the transfer. */
  balance: Cents;
  /** The server's own words (转账成功). */
  message: string;
}

const toDownline = (w: WireDownline): Downline => ({
  id: int(w.id),
  username: str(w.username),
  createdAt: parseBeijing(w.created_at),
});

type Key = [string, string, string, number];

/** The direct downline whose name contains `search` ('' = all), newest first. */
export function useDownlines(search: string) {
  const { token } = useSession();
  return useSWRInfinite<Page<Downline>>(
    pageKey(token ? ([DOWNLINES_PATH, token, search] as const) : null) as (
      i: number,
      p: Page<Downline> | null,
    ) => Key | null,
    async ([, , name, page]: Key) => {
      const body: DownlineListQuery = { page, pagesize: DOWNLINE_PAGE_SIZE, ...(name ? { username: name } : {}) };
      return toPage(await read<WirePaginator<WireDownline>>(DOWNLINES_PATH, body), toDownline, page);
    },
    FRESH_LIST,
  );
}

/**
 * POST /api/downlineTransfer with the Idempotency-Key made when the agent confirmed. A refusal
 * throws ApiError carrying the server's message.
 */
export async function transferToDownline(
  body: DownlineTransferBody,
  idempotencyKey: string,
): Promise<DownlineTransferDone> {
  const { data, message } = await call<unknown>('/api/downlineTransfer', body, { idempotencyKey });
  const w = (isObject(data) ? data : {}) as Partial<WireDownlineTransfer>;
  return {
    orderNo: str(w.order_no),
    username: str(w.username) || body.username,
    amount: toCents(w.amount ?? body.amount),
    balance: toCents(w.balance),
    message,
  };
}
