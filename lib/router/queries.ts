/**
 * The query strings of the routes that take one, typed: `parseQuery(path, location)` reads a
 * route's query into an object (defaults for missing or invalid values), `hrefTo(path, query)`
 * writes the in-app path that navigate() and <Link to> take. Each route's fields are declared
 * once, in `CODECS`, so reading and writing cannot drift apart.
 *
 * Card kinds, password kinds, room refs and the transfer direction are declared here as literal types rather than
 * imported from the API and wallet layers, which the router sits below; tests pin that they match.
 */
import { DATE_RANGES, DEFAULT_DATE, type DateRange } from '@/lib/records/filters';
import type { BetFilters } from '@/lib/records/bet-filters';
import { DEFAULT_TRANS_FILTERS, TRANS_TYPES, type TransFilters } from '@/lib/records/trans-filters';
import type { HashLocation } from './location';
import { findRoute, type RoutePath } from './paths';

/** /login: type=1 opens registration, anything else login; login then goes to `redirect`. */
export interface LoginQuery {
  mode: 'login' | 'register';
  /** The referrer's invite code, prefilled in registration (kept as typed). */
  pid: string;
  /** A safe in-app path to go to after login, '/' when missing or unsafe. */
  redirect: string;
}
export interface RegQuery {
  pid: string;
}
export interface Reg2Query {
  pid: string;
  redirect: string;
}

/**
 * /gamePage, read by lib/game/page-mode: `url` → that page; dailiD=1 the agent back office,
 * dailiD=2 customer service; app=1 the iOS download; otherwise the venue `platname`'s game
 * `code` of hall category `type`, titled `name`. Every value trimmed, '' when missing.
 */
export interface GamePageQuery {
  url: string;
  dailiD: string;
  app: string;
  platname: string;
  code: string;
  type: string;
  name: string;
}

/** /lottery?room_id=11 or ?name=加拿大28: a positive room id and/or a lottery name, else null. */
export interface LotteryQuery {
  roomId: number | null;
  name: string | null;
}

/** /payInfo?deposit_no=…: the deposit to show ('' when missing). */
export interface PayInfoQuery {
  depositNo: string;
}

/** /transfer?direction=2 moves money out of the venue; anything else (default) into it. */
export interface TransferQuery {
  /** 1 into the venue, 2 out of it. */
  direction: 1 | 2;
}

/**
 * /withdrawAccount?type= and /withdrawal?tab=: the routes number the kinds 1 = USDT, 2 = bank
 * card (the card API's own numbering is the opposite; see lib/withdraw/card-kind). USDT by default.
 */
export interface CardKindQuery {
  kind: 'usdt' | 'bank';
}

/** /password?type=2 is the withdrawal (pay) password; a bare /password or any other type the login password, as the platform's client opens it. */
export interface PasswordQuery {
  kind: 'login' | 'pay';
}

/** /boutBallBetInfo?type=N opens help article N (null when missing or not a positive number). */
export interface HelpArticleQuery {
  article: number | null;
}

/** /message?type=1 notices (default), 2 the inbox. */
export interface MessageQuery {
  tab: 'notices' | 'inbox';
}

/** /abouts?type=5 the terms (default), 6 the privacy policy, 7 关于我们: the article category to show. */
export interface AboutsQuery {
  article: 5 | 6 | 7;
}

/** The electronic platforms of /concise, in tab order; the first is the default. */
export const CONCISE_PLATFORMS = ['obgdy', 'fgdz', 'pp', 'ae'] as const;
export const DEFAULT_CONCISE_PLATFORM = CONCISE_PLATFORMS[0];

/** /concise?type=: the electronic platform tab; obgdy when missing or unknown. */
export interface ConciseQuery {
  platform: (typeof CONCISE_PLATFORMS)[number];
}

/** /zhanzhuye?type=1|2: which of the two sponsor pages (1 when missing or unknown). */
export interface SponsorQuery {
  page: 1 | 2;
}

/** /activity?type=N: the activity type tab (null = 全部); /activityInfo?id=N: one activity. */
export interface ActivityTabQuery {
  type: number | null;
}
export interface ActivityInfoQuery {
  id: number | null;
}
/** /inviter?tab=intro|detail: the bottom tab (invite link by default). */
export interface InviterQuery {
  tab: 'link' | 'intro' | 'detail';
}

/** Each route that takes a query, and the object its query reads into. */
export interface RouteQueries {
  '/login': LoginQuery;
  '/reg': RegQuery;
  '/reg2': Reg2Query;
  '/gamePage': GamePageQuery;
  '/lottery': LotteryQuery;
  '/payInfo': PayInfoQuery;
  '/transfer': TransferQuery;
  '/withdrawAccount': CardKindQuery;
  '/withdrawal': CardKindQuery;
  '/password': PasswordQuery;
  '/betRecord': BetFilters;
  '/transRecord': TransFilters;
  '/boutBallBetInfo': HelpArticleQuery;
  '/message': MessageQuery;
  '/abouts': AboutsQuery;
  '/concise': ConciseQuery;
  '/zhanzhuye': SponsorQuery;
  '/activity': ActivityTabQuery;
  '/activity_old': ActivityTabQuery;
  '/activityInfo': ActivityInfoQuery;
  '/inviter': InviterQuery;
}
export type QueryPath = keyof RouteQueries;

/** One query field: its key in the URL, how a raw value reads, how a value is written. */
interface Field<T> {
  key: string;
  read: (raw: string | null) => T;
  /** undefined leaves the key out. */
  write: (value: T) => string | undefined;
}
/** A route's fields, in the order they are written. */
type Codec<Q> = { [K in keyof Q]: Field<Q[K]> };

const text = (key: string): Field<string> => ({ key, read: (raw) => (raw ?? '').trim(), write: (v) => v || undefined });
/** Kept exactly as given (an invite code is shown as it came). */
const rawText = (key: string): Field<string> => ({ key, read: (raw) => raw ?? '', write: (v) => v || undefined });
const textOrNull = (key: string): Field<string | null> => ({
  key,
  read: (raw) => (raw ?? '').trim() || null,
  write: (v) => v || undefined,
});

const positiveId = (key: string): Field<number | null> => ({
  key,
  read: (raw) => {
    const s = (raw ?? '').trim();
    return /^\d+$/.test(s) && Number(s) > 0 ? Number(s) : null;
  },
  write: (v) => (v === null ? undefined : String(v)),
});

/** A value from a fixed set, each written as its code; any other raw value reads as `fallback`. */
function oneOf<T>(key: string, codes: readonly (readonly [value: T, code: string])[], fallback: T): Field<T> {
  return {
    key,
    read: (raw) => codes.find(([, code]) => code === raw)?.[0] ?? fallback,
    write: (v) => codes.find(([value]) => value === v)?.[1],
  };
}

/** A number that must be one of `allowed`; anything else is the fallback. */
function numberIn<T extends number>(key: string, allowed: readonly T[], fallback: T): Field<T> {
  return {
    key,
    read: (raw) => {
      const n = Number(raw);
      return (allowed as readonly number[]).includes(n) ? (n as T) : fallback;
    },
    write: (v) => String(v),
  };
}

const AUTH_SCREENS: readonly RoutePath[] = ['/login', '/reg', '/reg2'];

/** Where login may send the user: an in-app path of a known route other than the auth screens, else home. */
function safeRedirect(to: string): string {
  if (!to.startsWith('/') || to.startsWith('//')) return '/';
  const route = findRoute(to.split('?')[0]);
  return route && !AUTH_SCREENS.includes(route.path) ? to : '/';
}
const redirect: Field<string> = {
  key: 'redirect',
  read: (raw) => safeRedirect(raw ?? ''),
  write: (v) => v || undefined,
};

const cardKind = (key: string) =>
  oneOf<CardKindQuery['kind']>(
    key,
    [
      ['usdt', '1'],
      ['bank', '2'],
    ],
    'usdt',
  );
const date = numberIn<DateRange>('date', DATE_RANGES, DEFAULT_DATE);
const platform = text('platform');

const CODECS: { [P in QueryPath]: Codec<RouteQueries[P]> } = {
  '/login': { mode: oneOf<LoginQuery['mode']>('type', [['register', '1']], 'login'), pid: rawText('pid'), redirect },
  '/reg': { pid: rawText('pid') },
  '/reg2': { pid: rawText('pid'), redirect },
  '/gamePage': {
    url: text('url'),
    dailiD: text('dailiD'),
    app: text('app'),
    platname: text('platname'),
    code: text('code'),
    type: text('type'),
    name: text('name'),
  },
  '/lottery': { roomId: positiveId('room_id'), name: textOrNull('name') },
  '/payInfo': { depositNo: text('deposit_no') },
  '/transfer': {
    direction: oneOf<1 | 2>(
      'direction',
      [
        [1, '1'],
        [2, '2'],
      ],
      1,
    ),
  },
  '/withdrawAccount': { kind: cardKind('type') },
  '/withdrawal': { kind: cardKind('tab') },
  '/password': {
    kind: oneOf<PasswordQuery['kind']>(
      'type',
      [
        ['login', '1'],
        ['pay', '2'],
      ],
      'login',
    ),
  },
  '/betRecord': { date, platform },
  '/transRecord': { type: numberIn('type', TRANS_TYPES, DEFAULT_TRANS_FILTERS.type), date, platform },
  '/boutBallBetInfo': { article: positiveId('type') },
  '/message': {
    tab: oneOf<MessageQuery['tab']>(
      'type',
      [
        ['notices', '1'],
        ['inbox', '2'],
      ],
      'notices',
    ),
  },
  '/abouts': { article: numberIn<AboutsQuery['article']>('type', [5, 6, 7], 5) },
  '/concise': {
    platform: oneOf<ConciseQuery['platform']>(
      'type',
      CONCISE_PLATFORMS.map((p) => [p, p] as const),
      DEFAULT_CONCISE_PLATFORM,
    ),
  },
  '/zhanzhuye': { page: numberIn<SponsorQuery['page']>('type', [1, 2], 1) },
  '/activity': { type: positiveId('type') },
  '/activity_old': { type: positiveId('type') },
  '/activityInfo': { id: positiveId('id') },
  '/inviter': {
    tab: oneOf<InviterQuery['tab']>(
      'tab',
      [
        ['intro', 'intro'],
        ['detail', 'detail'],
      ],
      'link',
    ),
  },
};

const fieldsOf = <P extends QueryPath>(path: P) =>
  Object.entries(CODECS[path]) as [keyof RouteQueries[P], Field<unknown>][];

/** A route's query as a typed object; every missing or invalid value is that field's default. */
export function parseQuery<P extends QueryPath>(path: P, from: HashLocation | URLSearchParams): RouteQueries[P] {
  const query = 'path' in from ? from.query : from;
  const parsed = {} as Record<keyof RouteQueries[P], unknown>;
  for (const [name, field] of fieldsOf(path)) parsed[name] = field.read(query.get(field.key));
  return parsed as RouteQueries[P];
}

/**
 * The in-app path of a route with the given query values, e.g. hrefTo('/withdrawal', { kind: 'bank' })
 * → '/withdrawal?tab=2'. Only the values given are written (empty ones left out), in the route's
 * field order; what navigate(), replaceRoute() and <Link to> take.
 */
export function hrefTo<P extends RoutePath>(
  path: P,
  ...query: P extends QueryPath ? [query?: Partial<RouteQueries[P]>] : []
): string {
  const values = (query[0] ?? {}) as Record<string, unknown>;
  const params = new URLSearchParams();
  if (path in CODECS) {
    for (const [name, field] of fieldsOf(path as QueryPath)) {
      if (values[name as string] === undefined) continue;
      const raw = field.write(values[name as string]);
      if (raw !== undefined && raw !== '') params.set(field.key, raw);
    }
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}
