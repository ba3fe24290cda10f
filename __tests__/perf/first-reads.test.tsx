/**
 * A deep link's first reads (lib/router/first-reads.ts): the inline script generated from the
 * route table starts them, and the screen's own hooks take each answer once instead of asking
 * again. The screens here are the real ones (from the screen registry): when a hook's request
 * differs from the table's spelling, the hook asks the network itself and these tests fail.
 */
import { render, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { screenLoaders } from '@/components/screens/registry';
import { forgetAppInfoForTests, useAppInfo } from '@/lib/api/app';
import { call, setSessionRejectedHandler } from '@/lib/api/client';
import { EARLY_ANSWERS, takeEarlyAnswer, type EarlyStore } from '@/lib/api/early-answers';
import { AuthError } from '@/lib/api/errors';
import { setConfigForTests } from '@/lib/config';
import { REQUEST_TIMEOUT_MS } from '@/lib/constants';
import { MOVING_FLAG } from '@/lib/i18n/redirect';
import { ROUTE_READS, SHELL_READS } from '@/lib/router/first-reads';
import { firstReadsScript } from '@/lib/router/first-reads-script';
import type { RoutePath } from '@/lib/router/paths';
import { LEGACY_CALLS, allowedMethods } from '@/server/src/dialect/legacy/calls';
import type { WireLotteryRoom } from '@/contract/lottery/schemas';
import { FakeSocket } from '../support/fake-socket';
import { jsonResponse, mockFetch, ok, type Recorded } from '../support/fetch-mock';
import { loc, resetApp } from '../support/render';
import { signIn } from '../support/wallet-fixtures';

const ROOM: WireLotteryRoom = {
  id: 11,
  title: '初级房',
  ftime: 30,
  min_bet: '10',
  max_bet: '50000',
  lottery: { id: 1, title: '加拿大28', type: 2, nowdata: { expect: '2984521', nextexpect: '2984522', timeout: 120 } },
  chatdata: [],
  playbox: [],
};

const CONFIG = { apiBaseUrl: 'https://api.example.com/' };

function api() {
  return mockFetch({
    '/config.json': () => CONFIG,
    '/api/app': () => ok({ trial_enabled: '1' }),
    '/api/activitytype': () => ok([{ id: 2, name: '体育' }]),
    '/api/activitylist': () => ok({ data: [], current_page: 1, last_page: 1 }),
    '/api/lotteryRoom': () => ok(ROOM),
    '/api/balance': () => ok({ balance: '1520.35' }),
    '/api/uservip': () => ok([]),
    '/api/get_pay_way': () => ok({ card: 1 }),
    '/api/getpaybank': () => ok([]),
    '/api/getPayRange': () => ok({ min_price: '100.00', max_price: '50000.00' }),
    '/api/userredpacket': () => ok({ status: 0, count: 0, list: [] }),
    '/api/gamelistBycode': () => ok([{ catecode: 'pp', gamecode: 'vs20', gamename: '甜蜜', gamepic: '/g.png' }]),
  });
}

const store = () => (window as unknown as Record<string, EarlyStore | undefined>)[EARLY_ANSWERS];
const runScript = () => new Function(firstReadsScript())();

/** A request as the server sees it: method, URL, body, session. */
const seen = (c: Recorded) =>
  `${c.init.method ?? 'GET'} ${c.url} ${c.init.body ?? ''} ${(c.init.headers as Record<string, string>)?.Authorization ?? ''}`;

/** What the script asked: config.json, then the reads, as `METHOD path?query body`. */
function asked(calls: Recorded[]): string[] {
  return calls.map((c) =>
    `${c.init.method ?? 'GET'} ${c.url.replace(/^https?:\/\/[^/]+/, '')} ${c.init.body ?? ''}`.trim(),
  );
}

beforeEach(() => {
  resetApp('#/');
  setConfigForTests(null);
  forgetAppInfoForTests();
  delete (window as unknown as Record<string, unknown>)[EARLY_ANSWERS];
  delete (window as unknown as Record<string, unknown>)[MOVING_FLAG];
  FakeSocket.reset();
  (global as unknown as { WebSocket: unknown }).WebSocket = FakeSocket;
});

describe('the inline script, generated from the route table', () => {
  it('starts nothing on the hall, nor on a page the language redirect is moving', async () => {
    const { calls } = api();
    for (const hash of ['', '#/', '#/home', '#/?x=1']) {
      window.location.hash = hash;
      runScript();
    }
    window.location.hash = '#/activity';
    (window as unknown as Record<string, unknown>)[MOVING_FLAG] = 1;
    runScript();
    expect(calls).toEqual([]);
    expect(store()).toBeUndefined();
  });

  it("asks config.json, then the shell's and the route's reads, with the query's ids", async () => {
    const { calls } = api();
    window.location.hash = '#/activity?type=2';
    runScript();
    await waitFor(() => expect(calls).toHaveLength(4));
    expect(asked(calls)).toEqual([
      'GET /config.json',
      'POST /api/app {}',
      'POST /api/activitytype {}',
      'POST /api/activitylist {"type":2,"page":1}',
    ]);
    // The API under config.json's base, in the build's language, as lib/api/client.ts sends it.
    expect(calls[1].url).toBe('https://api.example.com/api/app');
    expect(calls[1].init.headers).toEqual({
      Accept: 'application/json',
      'Accept-Language': 'zh-CN',
      'Content-Type': 'application/json;charset=UTF-8',
    });
  });

  it("reads a code from the query as the route's own query codec does: one of its codes, else the default", async () => {
    const { calls } = api();
    for (const hash of ['#/concise?type=pp', '#/concise?type=PP', '#/concise']) {
      window.location.hash = hash;
      runScript();
    }
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/gamelistBycode')).toHaveLength(3));
    expect(asked(calls).filter((c) => c.includes('gamelistBycode'))).toEqual([
      'POST /api/gamelistBycode {"gamecode":"pp","platform_name":"pp"}',
      'POST /api/gamelistBycode {"gamecode":"obgdy","platform_name":"obgdy"}',
      'POST /api/gamelistBycode {"gamecode":"obgdy","platform_name":"obgdy"}',
    ]);
  });

  it('leaves out member reads without a session, and a read whose query id is missing', async () => {
    const { calls } = api();
    window.location.hash = '#/lottery?room_id=11';
    runScript();
    window.location.hash = '#/mine';
    runScript();
    signIn();
    window.location.hash = '#/lottery?name=abc';
    runScript();
    await waitFor(() => expect(calls.filter((c) => c.path.startsWith('/api/'))).toHaveLength(4));
    expect(asked(calls).filter((c) => c.startsWith('POST') || c.includes('/api/'))).toEqual([
      'POST /api/app {}',
      'POST /api/app {}',
      'POST /api/app {}',
      'POST /api/balance {}',
    ]);
  });

  it('sends the stored token; a trial account is not asked for receiving accounts', async () => {
    const { calls } = api();
    signIn({ is_trial: 1 } as never);
    window.location.hash = '#/recharge';
    runScript();
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(asked(calls)).toEqual(['GET /config.json', 'POST /api/app {}', 'GET /api/get_pay_way']);
    expect((calls[2].init.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
  });

  it('an unknown path gets only the shell read (the guard sends it to the hall, which takes it)', async () => {
    const { calls } = api();
    window.location.hash = '#/no-such-screen';
    runScript();
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(asked(calls)).toEqual(['GET /config.json', 'POST /api/app {}']);
  });

  it('keeps the answers in memory only, and drops what nobody took after the request timeout', async () => {
    jest.useFakeTimers();
    try {
      api();
      window.location.hash = '#/activity';
      runScript();
      expect(Object.keys(store()!.reads)).toHaveLength(3);
      jest.advanceTimersByTime(REQUEST_TIMEOUT_MS);
      expect(store()).toBeUndefined();
      expect(localStorage.length + sessionStorage.length).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('is small', () => {
    // Unminified here (comments and all); the build's minified copy is about 60 % (docs/PERFORMANCE.md):
    // 4,258 bytes before the routes' first paints (the fetch of the route's file, its fill), 5,359 with,
    // 6,241 with the painted lists' hook (their filler is a file of its own: docs/PERFORMANCE.md,
    // "Data in the first paint"), about 6,600 with the session paints' hook (their filler is in the same file);
    // each painted route adds its name to the setup (about 20 bytes); about 12,700 with the hook of the screens drawn
    // from their reads (their filler is in the same file); 13,200 with the lottery room's (and the room id it may carry);
    // 13,450 with /mine's and /recharge's fillers in files of their own (their names in the setup).
    expect(Buffer.byteLength(firstReadsScript())).toBeLessThan(13600);
  });

  it('names only calls every back end has (never an extension)', () => {
    for (const read of [...SHELL_READS, ...Object.values(ROUTE_READS).flat()]) {
      const methods = LEGACY_CALLS.get(read.path);
      expect([read.path, methods && allowedMethods(methods).includes(read.method)]).toEqual([read.path, true]);
    }
  });
});

/** The app root's read of the settings, beside the screen (components/app reads it the same way). */
function Shell() {
  useAppInfo();
  return null;
}

async function openScreen(path: RoutePath, hash: string) {
  const { default: Screen } = await screenLoaders[path]();
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <Shell />
      <Screen location={loc(hash)} />
    </SWRConfig>,
  );
}

const CASES: { path: RoutePath; hash: string; member: boolean }[] = [
  { path: '/activity', hash: '#/activity?type=2', member: false },
  { path: '/activity', hash: '#/activity', member: true },
  { path: '/lottery', hash: '#/lottery?room_id=11', member: true },
  { path: '/recharge', hash: '#/recharge', member: true },
  { path: '/mine', hash: '#/mine', member: true },
  { path: '/vip', hash: '#/vip', member: false },
  { path: '/hongbao', hash: '#/hongbao', member: true },
  { path: '/concise', hash: '#/concise', member: false },
  { path: '/concise', hash: '#/concise?type=pp', member: true },
  { path: '/concise', hash: '#/concise?type=nosuch', member: false },
];

describe('the screens take the early answers, once', () => {
  it('covers every route the table names', () => {
    expect(new Set(CASES.map((c) => c.path))).toEqual(new Set(Object.keys(ROUTE_READS)));
  });

  it.each(CASES)('$hash (member: $member): one request for each early read', async ({ path, hash, member }) => {
    const { calls } = api();
    if (member) signIn();
    window.location.hash = hash;
    runScript();
    const early = Object.keys(store()!.reads);
    expect(early.length).toBe(SHELL_READS.length + (ROUTE_READS[path]?.length ?? 0));
    await openScreen(path, hash);
    // Every early answer was taken by the screen or the shell: none is left for a later reader.
    await waitFor(() => expect(Object.keys(store()!.reads)).toEqual([]));
    await waitFor(() => expect(store()!.config).toBeUndefined());
    const counts = new Map<string, number>();
    for (const c of calls) counts.set(seen(c), (counts.get(seen(c)) ?? 0) + 1);
    const twice = [...counts].filter(([, n]) => n > 1);
    expect(twice).toEqual([]);
  });
});

describe('taking an early answer', () => {
  it('is once only', async () => {
    api();
    window.location.hash = '#/activity';
    runScript();
    const key = Object.keys(store()!.reads)[0];
    expect(takeEarlyAnswer(key)).toBeDefined();
    expect(takeEarlyAnswer(key)).toBeUndefined();
  });

  it('an expired session answers as it always did: the session-expiry rule, then AuthError', async () => {
    mockFetch({
      '/config.json': () => ({}),
      '/api/balance': () => jsonResponse({ code: 401, message: '认证失败' }, 401),
    });
    signIn();
    const rejected = jest.fn();
    setSessionRejectedHandler(rejected);
    window.location.hash = '#/mine';
    runScript();
    await expect(call('/api/balance', {})).rejects.toBeInstanceOf(AuthError);
    expect(rejected).toHaveBeenCalledTimes(1);
    expect(Object.keys(store()!.reads).some((k) => k.includes('/api/balance'))).toBe(false);
    setSessionRejectedHandler(() => {});
  });

  it('a failed early request is asked again by the call', async () => {
    let first = true;
    const { calls } = mockFetch({
      '/config.json': () => ({}),
      '/api/app': () => {
        if (first) {
          first = false;
          throw new TypeError('offline');
        }
        return ok({});
      },
    });
    window.location.hash = '#/activity';
    runScript();
    await expect(call('/api/app', {})).resolves.toMatchObject({ data: {} });
    expect(calls.filter((c) => c.path === '/api/app')).toHaveLength(2);
  });
});
