/**
 * The reward calls: VIP levels (open to visitors), red packets (info, draw, welfare list),
 * rebates (list with totals, claim) and the daily report.
 */
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { DateRange } from '@/lib/records/filters';
import type { DailyReport, RebateRow, RebateTotals, RedPacketInfo, RedPacketRow, VipLevel } from '@/lib/rewards/types';
import { useSession } from '@/lib/session';
import { moneyCall } from './money-call';
import { read } from './read';
import { pageKey, FRESH_LIST } from './paging';
import { toDailyReport, toRebateRow, toRedPacketInfo, toRedPacketRow, toVipLevels } from './normalise/rewards';
import { isObject, toPage } from './normalise/scalars';
import { toCents } from '@/lib/money';
import type { Page } from './types';
import type { WirePaginator } from '@/contract/common/schemas';
import type {
  DailyReportBody,
  FanshuiBody,
  RedPacketListBody,
  WireRebateRow,
  WireRedPacketRow,
  WireRedPacketWin,
} from '@/contract/rewards/schemas';

export const VIP_PATH = '/api/uservip';
export const RED_PACKET_INFO_PATH = '/api/userredpacket';
export const RED_PACKET_DRAW_PATH = '/api/douserredpacket';
export const WELFARE_PATH = '/api/redpacket';
export const REBATES_PATH = '/api/getfanshui';
export const REBATE_CLAIM_PATH = '/api/dofanshui';
export const DAILY_REPORT_PATH = '/api/dailyReport';

export async function fetchVipLevels(): Promise<VipLevel[]> {
  return toVipLevels(await read(VIP_PATH, {}));
}

/** The ten levels; the same for everyone, so one cache entry for visitors and members. */
export function useVipLevels() {
  return useSWR<VipLevel[]>(VIP_PATH, fetchVipLevels, { revalidateOnFocus: false });
}

export async function fetchRedPacketInfo(): Promise<RedPacketInfo> {
  return toRedPacketInfo(await read(RED_PACKET_INFO_PATH, { page: 1 }, { method: 'GET' }));
}

export function useRedPacketInfo() {
  const { token } = useSession();
  return useSWR<RedPacketInfo>(token ? [RED_PACKET_INFO_PATH, token] : null, fetchRedPacketInfo, {
    revalidateOnFocus: true,
  });
}

/**
 * The drawn amount in cents; refusals throw ApiError with the server's message. The key is the
 * tap's (useSubmit), so a resend after a lost answer cannot draw twice (sent where announced).
 */
export async function drawRedPacket(idempotencyKey: string): Promise<number> {
  const { data } = await moneyCall<WireRedPacketWin>(RED_PACKET_DRAW_PATH, {}, idempotencyKey);
  return toCents(isObject(data) ? data.redpacketmoney : 0);
}

export async function fetchWelfarePage(page: number): Promise<Page<RedPacketRow>> {
  const body: RedPacketListBody = { page };
  return toPage(await read<WirePaginator<WireRedPacketRow>>(WELFARE_PATH, body), toRedPacketRow, page);
}

type WelfareKey = [string, string, number];

export function useWelfare() {
  const { token } = useSession();
  return useSWRInfinite<Page<RedPacketRow>>(
    pageKey(token ? ([WELFARE_PATH, token] as const) : null) as (
      index: number,
      previous: Page<RedPacketRow> | null,
    ) => WelfareKey | null,
    ([, , page]: WelfareKey) => fetchWelfarePage(page),
    FRESH_LIST,
  );
}

export interface RebateFilters {
  date: DateRange;
  /** '' = all platforms. */
  platform: string;
}

export interface RebatePage extends Page<RebateRow> {
  // Optional only so the list component can take the pages as plain pages.
  totals?: RebateTotals;
}

export async function fetchRebatePage(filters: RebateFilters, page: number): Promise<RebatePage> {
  const body: FanshuiBody = { date: filters.date, page, api_type: filters.platform, type: '' };
  const data = await read<{ list?: WirePaginator<WireRebateRow>; jisuan?: unknown; nojisuan?: unknown }>(
    REBATES_PATH,
    body,
  );
  const o = isObject(data) ? data : {};
  return {
    ...toPage(o.list, toRebateRow, page),
    totals: { claimed: toCents(o.jisuan), pending: toCents(o.nojisuan) },
  };
}

type RebateKey = [string, string, string, DateRange, number];

export function useRebates(filters: RebateFilters) {
  const { token } = useSession();
  const base = token ? ([REBATES_PATH, token, filters.platform, filters.date] as const) : null;
  return useSWRInfinite<RebatePage>(
    pageKey(base) as (index: number, previous: RebatePage | null) => RebateKey | null,
    ([, , platform, date, page]: RebateKey) => fetchRebatePage({ platform, date }, page),
    { ...FRESH_LIST, revalidateFirstPage: true },
  );
}

/** Claims every pending rebate with the tap's Idempotency-Key (sent where announced); the server's message. */
export async function claimRebates(idempotencyKey: string): Promise<string> {
  return (await moneyCall(REBATE_CLAIM_PATH, {}, idempotencyKey)).message;
}

export async function fetchDailyReport(day: string): Promise<DailyReport> {
  const body: DailyReportBody = { date: day };
  return toDailyReport(await read(DAILY_REPORT_PATH, body));
}

export function useDailyReport(day: string) {
  const { token } = useSession();
  return useSWR<DailyReport>(token ? [DAILY_REPORT_PATH, token, day] : null, () => fetchDailyReport(day), {
    revalidateOnFocus: false,
  });
}
