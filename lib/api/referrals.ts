/** Referrals (docs/API.md#referrals, our own calls): the invite card, the overview, the two lists. */
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { useSession } from '@/lib/session';
import { toCents, type Cents } from '@/lib/money';
import { parseBeijing } from '@/lib/time';
import { read } from './read';
import { pageKey, FRESH_LIST } from './paging';
import { int, isObject, str, toPage } from './normalise/scalars';
import type { Page } from './types';
import type { WirePaginator } from '@/contract/common/schemas';
import type {
  InviteListQuery,
  WireInviteFriend,
  WireInviteGift,
  WireInviteInfo,
  WireInviteOverview,
} from '@/contract/referrals/schemas';

export const INVITE_INFO_PATH = '/api/inviteinfo';
export const INVITE_STATS_PATH = '/api/invitestats';
export const INVITE_GIFTS_PATH = '/api/invitegifts';
export const INVITE_FRIENDS_PATH = '/api/invitefriends';

export interface InviteInfo {
  pid: number;
  invitePath: string;
  h5Url: string;
  reward: Cents;
  minDeposit: Cents;
  rules: string;
}

export interface InviteOverview {
  direct: number;
  today: number;
  depositors: number;
  totalGift: Cents;
}

export interface InviteGift {
  id: number;
  friend: string;
  amount: Cents;
  createdAt: number | null;
}

export interface InviteFriend {
  id: number;
  username: string;
  createdAt: number | null;
  deposit: Cents;
  gift: Cents;
}

/** Beijing days 'YYYY-MM-DD', both included; '' = open. */
export interface DayRange {
  start: string;
  end: string;
}

function toInfo(w: unknown): InviteInfo | null {
  if (!isObject(w)) return null;
  const i = w as WireInviteInfo;
  return {
    pid: int(i.pid),
    invitePath: str(i.invite_path),
    h5Url: str(i.h5_url).trim(),
    reward: toCents(i.reward),
    minDeposit: toCents(i.min_deposit),
    rules: str(i.rules),
  };
}

export function useInviteInfo() {
  const { token } = useSession();
  return useSWR<InviteInfo | null>(token ? [INVITE_INFO_PATH, token] : null, async () =>
    toInfo(await read(INVITE_INFO_PATH)),
  );
}

export function useInviteOverview() {
  const { token } = useSession();
  return useSWR<InviteOverview>(token ? [INVITE_STATS_PATH, token] : null, async () => {
    const w = (await read<WireInviteOverview>(INVITE_STATS_PATH)) ?? ({} as WireInviteOverview);
    return {
      direct: int(w.direct),
      today: int(w.today),
      depositors: int(w.depositors),
      totalGift: toCents(w.total_gift),
    };
  });
}

const toGift = (w: WireInviteGift): InviteGift => ({
  id: int(w.id),
  friend: str(w.friend),
  amount: toCents(w.amount),
  createdAt: parseBeijing(w.created_at),
});

const toFriend = (w: WireInviteFriend): InviteFriend => ({
  id: int(w.id),
  username: str(w.username),
  createdAt: parseBeijing(w.created_at),
  deposit: toCents(w.deposit),
  gift: toCents(w.gift),
});

type Key = [string, string, string, string, number];

function useInviteList<W, R>(path: string, range: DayRange, row: (w: W) => R) {
  const { token } = useSession();
  return useSWRInfinite<Page<R>>(
    pageKey(token ? ([path, token, range.start, range.end] as const) : null) as (
      i: number,
      p: Page<R> | null,
    ) => Key | null,
    async ([, , start, end, page]: Key) => {
      const body: InviteListQuery = { page, ...(start ? { start } : {}), ...(end ? { end } : {}) };
      return toPage(await read<WirePaginator<W>>(path, body), row, page);
    },
    FRESH_LIST,
  );
}

export const useInviteGifts = (range: DayRange) => useInviteList(INVITE_GIFTS_PATH, range, toGift);
export const useInviteFriends = (range: DayRange) => useInviteList(INVITE_FRIENDS_PATH, range, toFriend);
