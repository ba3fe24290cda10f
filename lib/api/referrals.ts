/** Referrals (docs/API.md#referrals, our own calls): the invite card, the overview, the two lists. */
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { knownMemberId, useSession } from '@/lib/session';
import { INVITE_PATH } from '@/contract/referrals/rules';
import { useAppInfo } from './app';
import { EXTENSIONS, useExtension } from './backend';
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
  /** What the link, QR code and poster carry: the invite code, or the member id without `inviteCode`. */
  code: string;
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

/** `withCode`: the back end announces `inviteCode`; an older one's answer has no code (the id then). */
function toInfo(w: unknown, withCode: boolean): InviteInfo | null {
  if (!isObject(w)) return null;
  const i = w as WireInviteInfo;
  const code = withCode ? str(i.invite_code).trim() : '';
  return {
    pid: int(i.pid),
    code: code || String(int(i.pid)),
    invitePath: str(i.invite_path),
    h5Url: str(i.h5_url).trim(),
    reward: toCents(i.reward),
    minDeposit: toCents(i.min_deposit),
    rules: str(i.rules),
  };
}

/**
 * The invite card without the `invite` extension (a legacy back end has no invite calls): the link,
 * QR code and poster are built from the member id alone, on the operator's h5_url or this site;
 * no reward figures, and an empty `rules` (the screen shows its built-in introduction).
 */
function localInfo(pid: number, h5Url: string): InviteInfo {
  return {
    pid,
    code: String(pid),
    invitePath: `${INVITE_PATH}${pid}`,
    h5Url: h5Url.trim(),
    reward: toCents(0),
    minDeposit: toCents(0),
    rules: '',
  };
}

export interface InviteCard {
  /** undefined while loading (or while /api/app has not said what the back end offers). */
  data: InviteInfo | null | undefined;
  error: unknown;
  retry: () => void;
  /** No answer of this session carried the member id (a legacy member who only logged in). */
  missingId: boolean;
}

export function useInviteInfo(): InviteCard {
  const { token, user } = useSession();
  const hasInvite = useExtension(EXTENSIONS.invite);
  const withCode = useExtension(EXTENSIONS.inviteCode) === true;
  const app = useAppInfo(hasInvite === false);
  const { data, error, mutate } = useSWR<InviteInfo | null>(
    hasInvite && token ? [INVITE_INFO_PATH, token, withCode] : null,
    async () => toInfo(await read(INVITE_INFO_PATH), withCode),
  );
  if (hasInvite !== false) return { data, error, retry: () => void mutate(), missingId: false };
  const pid = knownMemberId(user);
  return {
    data: localInfo(pid ?? 0, app.data?.h5Url ?? ''),
    error: undefined,
    retry: () => undefined,
    missingId: pid === null,
  };
}

const NO_FIGURES: InviteOverview = { direct: 0, today: 0, depositors: 0, totalGift: toCents(0) };

/** The overview; zeros without the `invite` extension (no call: a legacy back end counts nothing). */
export function useInviteOverview(): { data: InviteOverview | undefined } {
  const { token } = useSession();
  const hasInvite = useExtension(EXTENSIONS.invite);
  const { data } = useSWR<InviteOverview>(hasInvite && token ? [INVITE_STATS_PATH, token] : null, async () => {
    const w = (await read<WireInviteOverview>(INVITE_STATS_PATH)) ?? ({} as WireInviteOverview);
    return {
      direct: int(w.direct),
      today: int(w.today),
      depositors: int(w.depositors),
      totalGift: toCents(w.total_gift),
    };
  });
  return { data: hasInvite === false ? NO_FIGURES : data };
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

/** A list of the detail tab; never asked without the `invite` extension (the screen shows it empty). */
function useInviteList<W, R>(path: string, range: DayRange, row: (w: W) => R) {
  const { token } = useSession();
  const hasInvite = useExtension(EXTENSIONS.invite) === true;
  return useSWRInfinite<Page<R>>(
    pageKey(token && hasInvite ? ([path, token, range.start, range.end] as const) : null) as (
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
