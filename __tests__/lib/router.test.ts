import { parseHash } from '@/lib/router/location';
import { findRoute, routes } from '@/lib/router/paths';
import { resolveRoute } from '@/lib/router/guard';
import { parseQuery, hrefTo } from '@/lib/router/queries';
import { entryRedirect } from '@/lib/router/entry';
import { navigate } from '@/lib/router/navigate';
import { toastStore } from '@/lib/ui/toast';
import { act } from '@testing-library/react';

const SPEC_ROUTES = [
  '/',
  '/home',
  '/discover',
  '/activity',
  '/mine',
  '/index_old',
  '/hongbao',
  '/activity_old',
  '/zhanzhu',
  '/mine_old',
  '/app',
  '/account',
  '/inviter',
  '/withdrawAccount',
  '/vip2',
  '/iframepage',
  '/kefu',
  '/login',
  '/reg',
  '/reg2',
  '/gamePage',
  '/lottery',
  '/activityInfo',
  '/zhanzhuye',
  '/vip',
  '/applyagent',
  '/boutBallBet',
  '/boutBallBetInfo',
  '/usdtmore',
  '/payInfo',
  '/concise',
  '/message',
  '/fanshui',
  '/userInfo',
  '/userCent',
  '/wallet',
  '/addBankCard',
  '/addUsdtCard',
  '/password',
  '/welfare',
  '/betRecord',
  '/activityRecord',
  '/transRecord',
  '/money',
  '/recharge',
  '/withdrawal',
  '/transfer',
  '/cashback-rates',
  '/profit-loss',
  '/responsible',
  '/restricted',
];
const LOGIN_REQUIRED = [
  '/mine',
  '/mine_old',
  '/app',
  '/message',
  '/fanshui',
  '/userInfo',
  '/userCent',
  '/wallet',
  '/addBankCard',
  '/addUsdtCard',
  '/password',
  '/welfare',
  '/betRecord',
  '/activityRecord',
  '/transRecord',
  '/money',
  '/recharge',
  '/withdrawal',
  '/transfer',
  '/cashback-rates',
  '/profit-loss',
  '/downlineTransfer',
  '/restricted',
];

describe('parseHash', () => {
  it('splits path and query of a deep link', () => {
    const loc = parseHash('#/reg2?pid=8');
    expect(loc.path).toBe('/reg2');
    expect(loc.query.get('pid')).toBe('8');
    expect(loc.full).toBe('/reg2?pid=8');
  });
  it('treats an empty hash as the root and drops trailing slashes', () => {
    expect(parseHash('').path).toBe('/');
    expect(parseHash('#').path).toBe('/');
    expect(parseHash('#/login/').path).toBe('/login');
  });
});

describe('the route table', () => {
  it('holds every route of docs/SCREENS.md#route-table exactly once', () => {
    const paths = routes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of SPEC_ROUTES) expect(findRoute(p)).toBeDefined();
  });
  it('requires login exactly on the member routes of docs/SCREENS.md#route-table', () => {
    const guarded = routes
      .filter((r) => r.auth)
      .map((r) => r.path)
      .sort();
    expect(guarded).toEqual([...LOGIN_REQUIRED].sort());
  });
  it('hides the header on /activity, /activityInfo, /mine and /transfer (docs/SCREENS.md#header)', () => {
    const hidden = routes
      .filter((r) => r.header === 'hidden')
      .map((r) => r.path)
      .sort();
    expect(hidden).toEqual(['/activity', '/activityInfo', '/mine', '/transfer']);
  });
  it('shows a back arrow on /message and /abouts', () => {
    expect(findRoute('/message')?.header).toBe('back');
    expect(findRoute('/abouts')?.header).toBe('back');
  });
  it('matches paths case-insensitively', () => {
    expect(findRoute('/withdrawaccount')?.path).toBe('/withdrawAccount');
  });
});

describe('resolveRoute (guard)', () => {
  it('sends an unknown path home', () => {
    expect(resolveRoute(parseHash('#/no/such/page'), false)).toEqual({ kind: 'redirect', to: '/' });
  });
  it('sends a visitor on a login-required route to login with the original path and query', () => {
    expect(resolveRoute(parseHash('#/mine'), false)).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fmine' });
    expect(resolveRoute(parseHash('#/withdrawal?tab=2'), false)).toEqual({
      kind: 'redirect',
      to: `/login?redirect=${encodeURIComponent('/withdrawal?tab=2')}`,
    });
  });
  it('renders a guarded route for a member and an open route for a visitor', () => {
    expect(resolveRoute(parseHash('#/mine'), true)).toMatchObject({ kind: 'render', route: { path: '/mine' } });
    expect(resolveRoute(parseHash('#/login?type=1'), false)).toMatchObject({
      kind: 'render',
      route: { path: '/login' },
    });
  });
  it('sends a member who opens /login or /reg to /mine (docs/SCREENS.md#login-redirect)', () => {
    for (const hash of ['#/login', '#/login?type=1', '#/reg', '#/LOGIN?redirect=%2Fwallet']) {
      expect(resolveRoute(parseHash(hash), true)).toEqual({ kind: 'redirect', to: '/mine' });
    }
    // An invite link still opens for a member: it names someone else's code.
    expect(resolveRoute(parseHash('#/reg2?pid=8'), true)).toMatchObject({ kind: 'render' });
  });
  it('lets the login form land a visitor who just logged in on /login (no race to /mine)', () => {
    expect(resolveRoute(parseHash('#/login?redirect=%2Fwallet'), true, false, false)).toMatchObject({
      kind: 'render',
      route: { path: '/login' },
    });
  });
  it('sends a restricted member who opens /login to /restricted, not /mine', () => {
    expect(resolveRoute(parseHash('#/login'), true, true)).toEqual({ kind: 'redirect', to: '/restricted' });
  });
  it('bounces a visitor off a lottery room without its screen, and renders the room for a member', () => {
    expect(resolveRoute(parseHash('#/lottery?room_id=11'), false)).toMatchObject({
      kind: 'bounce',
      route: { path: '/lottery' },
    });
    expect(resolveRoute(parseHash('#/lottery?room_id=11'), true)).toMatchObject({ kind: 'render' });
  });
});

const redirectTarget = (query: URLSearchParams) => parseQuery('/login', query).redirect;

describe('the login redirect', () => {
  it('returns the guard redirect when it is an in-app path', () => {
    expect(redirectTarget(new URLSearchParams('redirect=%2Fwithdrawal%3Ftab%3D2'))).toBe('/withdrawal?tab=2');
  });
  it('refuses outside URLs, protocol-relative URLs and auth screens', () => {
    expect(redirectTarget(new URLSearchParams('redirect=https://evil.example'))).toBe('/');
    expect(redirectTarget(new URLSearchParams('redirect=//evil.example'))).toBe('/');
    expect(redirectTarget(new URLSearchParams('redirect=%2Flogin'))).toBe('/');
    expect(redirectTarget(new URLSearchParams(''))).toBe('/');
  });
});

describe('entryRedirect', () => {
  it('turns an invite link ?pid= into the registration tab', () => {
    expect(entryRedirect('/', '?pid=8', '')).toBe('/#/login?type=1&pid=8');
  });
  it('leaves the root alone', () => {
    expect(entryRedirect('/', '', '#/mine')).toBeNull();
    expect(entryRedirect('/index.html', '', '')).toBeNull();
  });
  it('maps a real path to its hash route and anything unknown home', () => {
    expect(entryRedirect('/login/', '', '')).toBe('/#/login');
    expect(entryRedirect('/some/real/path', '', '')).toBe('/#/');
  });
});

describe('navigate', () => {
  beforeEach(() => {
    toastStore.set([]);
    window.location.hash = '#/login?type=1';
  });
  it('says 已在当前页面！ and stays when going to the current path', () => {
    let moved = true;
    act(() => {
      moved = navigate('/login?type=1');
    });
    expect(moved).toBe(false);
    expect(toastStore.get().map((x) => x.text)).toContain('已在当前页面！');
  });
  it('changes the hash for another path', () => {
    act(() => {
      navigate(hrefTo('/reg2', { pid: '8', redirect: '' }));
    });
    expect(window.location.hash).toBe('#/reg2?pid=8');
  });
});
