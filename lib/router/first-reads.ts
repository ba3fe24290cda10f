/**
 * The reads a deep link's first screen needs, beside the path table: the inline entry script
 * (lib/router/first-reads-script.ts) starts them while the boot scripts download, and the screen's
 * own hooks then take the answers through lib/api/client.ts instead of asking again.
 *
 * Each read is spelled exactly as its hook sends it (method, path, body fields in the same order):
 * __tests__/perf/first-reads.test.tsx opens every screen named here and fails when the request it
 * makes differs. Only calls every back end has (docs/API.md#legacy-dialect), never an extension:
 * the same test checks each one against the legacy dialect's list.
 *
 * The paths are written out rather than imported from lib/api: the table is read at build time by
 * app/first-reads.js/route.ts, a build-time route, which must not import the client hooks' modules.
 */
import type { RoutePath } from './paths';
import { CONCISE_PLATFORMS, DEFAULT_CONCISE_PLATFORM } from './queries';

/** anyone: sent with the stored token if there is one; member: only with one; player: a member who is not on a trial account. */
export type ReadWho = 'anyone' | 'member' | 'player';

/** A positive id from the route's query (as lib/router/queries.ts reads it); the field is left out when the query has none. */
export interface QueryId {
  query: string;
}

/** A code from the route's query, as lib/router/queries.ts reads it: one of `codes`, else `fallback`. */
export interface QueryCode {
  query: string;
  codes: readonly string[];
  fallback: string;
}

export type QueryValue = QueryId | QueryCode;

export type BodyValue = string | number | QueryValue;

export interface FirstRead {
  method: 'GET' | 'POST';
  path: string;
  /** The body (POST) or the query string (GET), in the order the hook writes its fields. */
  body: readonly (readonly [key: string, value: BodyValue])[];
  who: ReadWho;
  /** A query id without which the screen makes no such read (the read is then not started). */
  needs?: string;
}

const post = (path: string, who: ReadWho, body: FirstRead['body'] = []): FirstRead => ({
  method: 'POST',
  path,
  body,
  who,
});

/** The site settings: the app root reads them on every page (lib/api/app.ts). */
const APP_SETTINGS = post('/api/app', 'anyone');
const BALANCE = post('/api/balance', 'member');
const VIP_LEVELS = post('/api/uservip', 'anyone');
/** /concise's platform tab (lib/router/queries.ts). */
const PLATFORM: QueryCode = { query: 'type', codes: CONCISE_PLATFORMS, fallback: DEFAULT_CONCISE_PLATFORM };

/** Read for every deep link (not for the hall, whose first screen is in the HTML). */
export const SHELL_READS: readonly FirstRead[] = [APP_SETTINGS];

/** Each route's own reads; a route not named here needs none before its first paint. */
export const ROUTE_READS: Partial<Record<RoutePath, readonly FirstRead[]>> = {
  '/activity': [
    post('/api/activitytype', 'anyone'),
    post('/api/activitylist', 'anyone', [
      ['type', { query: 'type' }],
      ['page', 1],
    ]),
  ],
  '/lottery': [
    {
      method: 'GET',
      path: '/api/lotteryRoom',
      body: [['room_id', { query: 'room_id' }]],
      who: 'member',
      needs: 'room_id',
    },
    BALANCE,
  ],
  '/recharge': [
    { method: 'GET', path: '/api/get_pay_way', body: [], who: 'member' },
    post('/api/getpaybank', 'player'),
  ],
  '/mine': [VIP_LEVELS, BALANCE],
  '/vip': [VIP_LEVELS],
  // Both keys name the platform, as lib/api/game-tiles.ts sends them.
  '/concise': [
    post('/api/gamelistBycode', 'anyone', [
      ['gamecode', PLATFORM],
      ['platform_name', PLATFORM],
    ]),
  ],
  '/hongbao': [{ method: 'GET', path: '/api/userredpacket', body: [['page', 1]], who: 'member' }],
};

/** Every read a deep link to `path` starts: the shell's, then the route's own. */
export function firstReadsOf(path: RoutePath): readonly FirstRead[] {
  return [...SHELL_READS, ...(ROUTE_READS[path] ?? [])];
}
