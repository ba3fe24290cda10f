import type { PasswordKind } from '@/lib/api/account';
import type { RoomRef } from '@/lib/api/lottery';
import type { CardKind } from '@/lib/api/types';
import { DEFAULT_BET_FILTERS } from '@/lib/records/bet-filters';
import { DEFAULT_TRANS_FILTERS } from '@/lib/records/trans-filters';
import { parseHash } from '@/lib/router/location';
import type { TransferDirection } from '@/lib/wallet/transfer';
import { hrefTo, parseQuery, type QueryPath, type RouteQueries } from '@/lib/router/queries';

const q = <P extends QueryPath>(path: P, qs = '') => parseQuery(path, new URLSearchParams(qs));

/** What hrefTo writes, read back by the route's own parser. */
const write = hrefTo as (path: QueryPath, query: object) => string;
const roundTrip = <P extends QueryPath>(path: P, query: RouteQueries[P]) =>
  parseQuery(path, parseHash(write(path, query)));

// The router declares these values itself (it sits below the API layer); they must stay the API's.
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const sameKinds: [
  Equal<RouteQueries['/withdrawal']['kind'], CardKind>,
  Equal<RouteQueries['/password']['kind'], PasswordKind>,
  Equal<RouteQueries['/lottery'], RoomRef>,
  Equal<RouteQueries['/transfer']['direction'], TransferDirection>,
] = [true, true, true, true];

describe('parseQuery', () => {
  it('takes a hash location or bare search params', () => {
    expect(parseQuery('/withdrawal', parseHash('#/withdrawal?tab=2'))).toEqual({ kind: 'bank' });
    expect(parseQuery('/withdrawal', new URLSearchParams('tab=2'))).toEqual({ kind: 'bank' });
    expect(sameKinds).toEqual([true, true, true, true]);
  });

  it('/login: login mode, no referrer, home after login by default', () => {
    expect(q('/login')).toEqual({ mode: 'login', pid: '', redirect: '/' });
    expect(q('/login', 'type=1&pid=8&redirect=%2Fwithdrawal%3Ftab%3D2')).toEqual({
      mode: 'register',
      pid: '8',
      redirect: '/withdrawal?tab=2',
    });
    expect(q('/login', 'type=2').mode).toBe('login');
    expect(q('/login', 'type=01').mode).toBe('login');
  });

  it('/login: redirect only to a known in-app route other than the auth screens', () => {
    const redirect = (to: string) => q('/login', new URLSearchParams({ redirect: to }).toString()).redirect;
    expect(redirect('/mine')).toBe('/mine');
    expect(redirect('/WITHDRAWAL?tab=2')).toBe('/WITHDRAWAL?tab=2');
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      'mine',
      '/no/such/page',
      '/login',
      '/reg?pid=1',
      '/reg2',
      '',
    ])
      expect(redirect(bad)).toBe('/');
  });

  it('/reg and /reg2: the invite code as given (not trimmed)', () => {
    expect(q('/reg')).toEqual({ pid: '' });
    expect(q('/reg', 'pid=%208')).toEqual({ pid: ' 8' });
    expect(q('/reg2', 'pid=8&redirect=%2Flogin')).toEqual({ pid: '8', redirect: '/' });
  });

  it('/gamePage: every field trimmed, empty when missing', () => {
    expect(q('/gamePage')).toEqual({ url: '', dailiD: '', app: '', platname: '', code: '', type: '', name: '' });
    expect(
      q('/gamePage', 'platname=%20ag%20&code=x&type=realbet&name=AG%E7%9C%9F%E4%BA%BA&dailiD=2&app=1&url=u'),
    ).toEqual({
      url: 'u',
      dailiD: '2',
      app: '1',
      platname: 'ag',
      code: 'x',
      type: 'realbet',
      name: 'AG真人',
    });
  });

  it('/lottery: a positive whole room id and a non-blank name, else null', () => {
    expect(q('/lottery')).toEqual({ roomId: null, name: null });
    expect(q('/lottery', 'room_id=11&name=%E5%8A%A0%E6%8B%BF%E5%A4%A728')).toEqual({ roomId: 11, name: '加拿大28' });
    expect(q('/lottery', 'room_id=%2011%20')).toEqual({ roomId: 11, name: null });
    for (const bad of ['0', '-1', '1.5', 'abc', '1e3', '']) expect(q('/lottery', `room_id=${bad}`).roomId).toBeNull();
    expect(q('/lottery', 'name=%20%20').name).toBeNull();
  });

  it('/payInfo: the deposit number trimmed', () => {
    expect(q('/payInfo')).toEqual({ depositNo: '' });
    expect(q('/payInfo', 'deposit_no=%20D1%20')).toEqual({ depositNo: 'D1' });
  });

  it('/transfer: direction 2 is out of the venue, anything else into it', () => {
    expect(q('/transfer')).toEqual({ direction: 1 });
    expect(q('/transfer', 'direction=2')).toEqual({ direction: 2 });
    expect(q('/transfer', 'direction=3').direction).toBe(1);
  });

  it('/withdrawAccount?type= and /withdrawal?tab=: 1 USDT (default), 2 bank card', () => {
    expect(q('/withdrawAccount')).toEqual({ kind: 'usdt' });
    expect(q('/withdrawAccount', 'type=2')).toEqual({ kind: 'bank' });
    expect(q('/withdrawAccount', 'tab=2')).toEqual({ kind: 'usdt' });
    expect(q('/withdrawal', 'tab=2')).toEqual({ kind: 'bank' });
    expect(q('/withdrawal', 'tab=1')).toEqual({ kind: 'usdt' });
    expect(q('/withdrawal', 'tab=x')).toEqual({ kind: 'usdt' });
  });

  it('/password: type=2 the pay password; bare, type=1 or anything else the login password', () => {
    expect(q('/password')).toEqual({ kind: 'login' });
    expect(q('/password', 'type=1')).toEqual({ kind: 'login' });
    expect(q('/password', 'type=2')).toEqual({ kind: 'pay' });
    expect(q('/password', 'type=3')).toEqual({ kind: 'login' });
  });

  it('/betRecord and /transRecord: the record modules’ defaults; unknown values fall back', () => {
    expect(q('/betRecord')).toEqual(DEFAULT_BET_FILTERS);
    expect(q('/transRecord')).toEqual(DEFAULT_TRANS_FILTERS);
    expect(q('/betRecord', 'date=3&platform=OWN')).toEqual({ platform: 'OWN', date: 3 });
    expect(q('/transRecord', 'type=6&date=1&platform=%20ag%20')).toEqual({ platform: 'ag', date: 1, type: 6 });
    expect(q('/transRecord', 'type=8&date=0')).toEqual(DEFAULT_TRANS_FILTERS);
    expect(q('/transRecord', 'type=&date=')).toEqual(DEFAULT_TRANS_FILTERS);
  });

  it('/boutBallBetInfo: the article number, null when missing or invalid', () => {
    expect(q('/boutBallBetInfo')).toEqual({ article: null });
    expect(q('/boutBallBetInfo', 'type=5')).toEqual({ article: 5 });
    expect(q('/boutBallBetInfo', 'type=x')).toEqual({ article: null });
  });
});

describe('hrefTo', () => {
  it('writes the path alone for a route without a query or with nothing given', () => {
    expect(hrefTo('/mine')).toBe('/mine');
    expect(hrefTo('/login')).toBe('/login');
    expect(hrefTo('/login', { redirect: undefined })).toBe('/login');
  });

  it('writes the URL encodings the routes have always used, in a fixed order', () => {
    expect(hrefTo('/login', { mode: 'register' })).toBe('/login?type=1');
    expect(hrefTo('/login', { pid: '8', mode: 'register' })).toBe('/login?type=1&pid=8');
    expect(hrefTo('/login', { mode: 'login', redirect: '/mine' })).toBe('/login?redirect=%2Fmine');
    expect(hrefTo('/gamePage', { dailiD: '1' })).toBe('/gamePage?dailiD=1');
    expect(hrefTo('/gamePage', { name: 'PP', type: 'concise', code: 'vs20', platname: 'pp' })).toBe(
      '/gamePage?platname=pp&code=vs20&type=concise&name=PP',
    );
    expect(hrefTo('/lottery', { roomId: 11 })).toBe('/lottery?room_id=11');
    expect(hrefTo('/payInfo', { depositNo: '17145500001231234' })).toBe('/payInfo?deposit_no=17145500001231234');
    expect(hrefTo('/transfer', { direction: 2 })).toBe('/transfer?direction=2');
    expect(hrefTo('/withdrawAccount', { kind: 'bank' })).toBe('/withdrawAccount?type=2');
    expect(hrefTo('/withdrawal', { kind: 'usdt' })).toBe('/withdrawal?tab=1');
    expect(hrefTo('/password', { kind: 'login' })).toBe('/password?type=1');
    expect(hrefTo('/password', { kind: 'pay' })).toBe('/password?type=2');
    expect(hrefTo('/transRecord', { type: 2 })).toBe('/transRecord?type=2');
    expect(hrefTo('/transRecord', { platform: '', date: 4, type: 1 })).toBe('/transRecord?type=1&date=4');
    expect(hrefTo('/betRecord', { date: 1, platform: 'OWN' })).toBe('/betRecord?date=1&platform=OWN');
    expect(hrefTo('/boutBallBetInfo', { article: 5 })).toBe('/boutBallBetInfo?type=5');
  });

  it('escapes values, so a path with its own query survives as the login redirect', () => {
    const back = '/gamePage?platname=ag&name=AG 真人';
    const to = hrefTo('/login', { redirect: back });
    expect(to).toBe(`/login?redirect=${new URLSearchParams({ r: back }).toString().slice(2)}`);
    expect(parseQuery('/login', parseHash(to)).redirect).toBe(back);
  });

  it('round-trips every route’s query through its parser', () => {
    expect(roundTrip('/login', { mode: 'register', pid: '8', redirect: '/withdrawal?tab=2' })).toEqual({
      mode: 'register',
      pid: '8',
      redirect: '/withdrawal?tab=2',
    });
    expect(roundTrip('/login', { mode: 'login', pid: '', redirect: '/' })).toEqual({
      mode: 'login',
      pid: '',
      redirect: '/',
    });
    expect(roundTrip('/reg', { pid: 'abc' })).toEqual({ pid: 'abc' });
    expect(roundTrip('/reg2', { pid: 'abc', redirect: '/mine' })).toEqual({ pid: 'abc', redirect: '/mine' });
    const game = { url: '', dailiD: '', app: '', platname: 'ag', code: 'c1', type: 'realbet', name: 'AG真人' };
    expect(roundTrip('/gamePage', game)).toEqual(game);
    expect(roundTrip('/gamePage', { ...game, url: 'https://g.example/x?a=1&b=2' }).url).toBe(
      'https://g.example/x?a=1&b=2',
    );
    expect(roundTrip('/lottery', { roomId: 11, name: '加拿大28' })).toEqual({ roomId: 11, name: '加拿大28' });
    expect(roundTrip('/lottery', { roomId: null, name: null })).toEqual({ roomId: null, name: null });
    expect(roundTrip('/payInfo', { depositNo: 'D 1&2' })).toEqual({ depositNo: 'D 1&2' });
    for (const direction of [1, 2] as const) expect(roundTrip('/transfer', { direction })).toEqual({ direction });
    for (const kind of ['usdt', 'bank'] as const) {
      expect(roundTrip('/withdrawAccount', { kind })).toEqual({ kind });
      expect(roundTrip('/withdrawal', { kind })).toEqual({ kind });
    }
    for (const kind of ['login', 'pay'] as const) expect(roundTrip('/password', { kind })).toEqual({ kind });
    expect(roundTrip('/betRecord', { platform: 'OWN', date: 2 })).toEqual({ platform: 'OWN', date: 2 });
    expect(roundTrip('/transRecord', { platform: 'ag', date: 3, type: 5 })).toEqual({
      platform: 'ag',
      date: 3,
      type: 5,
    });
    expect(roundTrip('/boutBallBetInfo', { article: 7 })).toEqual({ article: 7 });
  });
});
