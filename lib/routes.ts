/**
 * THE route table (SPEC §2.1): path, lazily loaded screen (one chunk each), login
 * requirement, header rule (§2.3), tab and title. The router, the guard, the header
 * and the tab bar all read this table and nothing else.
 */
import type { ComponentType } from 'react';
import { t } from '@/lib/text/zh-CN';
import type { HashLocation } from '@/lib/router/location';

export type TabKey = 'service' | 'hall' | 'discover' | 'offers' | 'mine';
/** main: logo + balance or login/register; back: back arrow + title; hidden: no header. */
export type HeaderRule = 'main' | 'back' | 'hidden';

export interface ScreenProps {
  location: HashLocation;
}
export type ScreenModule = { default: ComponentType<ScreenProps> };

export interface RouteDef {
  path: string;
  load: () => Promise<ScreenModule>;
  auth: boolean;
  header: HeaderRule;
  title: string;
  /** Set on the main shell's children: the tab bar shows and this tab lights up. */
  tab?: TabKey;
}

const hall = () => import('@/components/screens/home/hall-screen');
const soon = () => import('@/components/screens/coming-soon-screen');
const R = t.routes;

type Row = [path: string, load: RouteDef['load'], auth: boolean, header: HeaderRule, title: string, tab?: TabKey];

const rows: Row[] = [
  // Main shell children (tab bar shown).
  ['/', hall, false, 'main', R.hall, 'hall'],
  ['/home', hall, false, 'main', R.hall, 'hall'],
  ['/discover', soon, false, 'main', R.discover, 'discover'],
  ['/activity', soon, false, 'hidden', R.activity, 'offers'],
  ['/mine', () => import('@/components/screens/member/mine-screen'), true, 'hidden', R.mine, 'mine'],
  ['/index_old', hall, false, 'main', R.hall, 'hall'],
  ['/hongbao', soon, false, 'back', R.hongbao, 'offers'],
  ['/activity_old', soon, false, 'back', R.activity, 'offers'],
  ['/zhanzhu', soon, false, 'back', R.zhanzhu, 'discover'],
  ['/mine_old', soon, true, 'back', R.mine, 'mine'],
  ['/app', soon, true, 'back', R.app, 'mine'],
  // Top level, open to visitors.
  ['/account', () => import('@/components/screens/wallet/account-screen'), false, 'back', R.account],
  ['/inviter', soon, false, 'back', R.inviter],
  ['/withdrawAccount', () => import('@/components/screens/cards/withdraw-account-screen'), false, 'back', R.withdrawAccount],
  ['/vip2', soon, false, 'back', R.vip],
  ['/iframepage', soon, false, 'back', R.iframepage],
  ['/kefu', () => import('@/components/screens/content/kefu-screen'), false, 'back', R.kefu],
  ['/login', () => import('@/components/screens/auth/login-screen'), false, 'back', R.login],
  ['/reg', () => import('@/components/screens/auth/reg-screen'), false, 'back', R.reg],
  ['/reg2', () => import('@/components/screens/auth/reg2-screen'), false, 'back', R.reg],
  // Open in the table (SPEC §2.1): customer service (dailiD=2) works for visitors; the screen
  // itself shows the login prompt for everything else (opening a game needs a token).
  ['/gamePage', () => import('@/components/screens/game/game-screen'), false, 'back', R.gamePage],
  // Open to visitors in the table (SPEC §2.1) so the room itself says 请登录！ and goes home (§2.10).
  ['/lottery', () => import('@/components/screens/lottery/lottery-screen'), false, 'back', R.lottery],
  ['/activityInfo', soon, false, 'hidden', R.activityInfo],
  ['/zhanzhuye', soon, false, 'back', R.zhanzhuye],
  ['/vip', soon, false, 'back', R.vip],
  ['/applyagent', soon, false, 'back', R.applyagent],
  ['/boutBallBet', soon, false, 'back', R.boutBallBet],
  ['/boutBallBetInfo', soon, false, 'back', R.boutBallBetInfo],
  ['/usdtmore', () => import('@/components/screens/cards/usdt-more-screen'), false, 'back', R.usdtmore],
  ['/payInfo', () => import('@/components/screens/wallet/pay-info-screen'), false, 'back', R.payInfo],
  ['/concise', soon, false, 'back', R.concise],
  ['/abouts', soon, false, 'back', R.abouts],
  // Login required.
  ['/message', soon, true, 'back', R.message],
  ['/fanshui', soon, true, 'back', R.fanshui],
  ['/userInfo', soon, true, 'back', R.userInfo],
  ['/userCent', soon, true, 'back', R.userCent],
  ['/wallet', () => import('@/components/screens/wallet/wallet-screen'), true, 'back', R.wallet],
  ['/addBankCard', () => import('@/components/screens/cards/add-bank-card-screen'), true, 'back', R.addBankCard],
  ['/addUsdtCard', () => import('@/components/screens/cards/add-usdt-card-screen'), true, 'back', R.addUsdtCard],
  ['/password', () => import('@/components/screens/security/password-screen'), true, 'back', R.password],
  ['/welfare', soon, true, 'back', R.welfare],
  ['/betRecord', () => import('@/components/screens/records/bet-record-screen'), true, 'back', R.betRecord],
  ['/activityRecord', soon, true, 'back', R.activityRecord],
  ['/transRecord', () => import('@/components/screens/records/trans-record-screen'), true, 'back', R.transRecord],
  // /money has no screen of its own in SPEC §2 and no call of its own in §7; the legacy client
  // polls the balance list there every 3.5 s like the wallet (CONTRACT §5). So it is the wallet
  // (with 卡片管理), titled 资金管理: old links and bookmarks land where the money is.
  ['/money', () => import('@/components/screens/wallet/wallet-screen'), true, 'back', R.money],
  ['/recharge', () => import('@/components/screens/wallet/recharge-screen'), true, 'back', R.recharge],
  ['/withdrawal', () => import('@/components/screens/withdraw/withdrawal-screen'), true, 'back', R.withdrawal],
  ['/transfer', () => import('@/components/screens/wallet/transfer-screen'), true, 'hidden', R.transfer],
  ['/cashback-rates', soon, true, 'back', R.cashbackRates],
  ['/profit-loss', soon, true, 'back', R.profitLoss],
];

export const routes: RouteDef[] = rows.map(([path, load, auth, header, title, tab]) => ({ path, load, auth, header, title, tab }));

const byPath = new Map(routes.map((r) => [r.path.toLowerCase(), r]));

/** The route for a path (case-insensitive), or undefined for an unknown path. */
export function findRoute(path: string): RouteDef | undefined {
  return byPath.get(path.toLowerCase());
}

export type RouteDecision =
  | { kind: 'render'; route: RouteDef }
  | { kind: 'redirect'; to: string };

/** What the router does with a location: render, send unknown paths home, or guard. */
export function resolveRoute(location: HashLocation, loggedIn: boolean): RouteDecision {
  const route = findRoute(location.path);
  if (!route) return { kind: 'redirect', to: '/' };
  if (route.auth && !loggedIn) return { kind: 'redirect', to: `/login?redirect=${encodeURIComponent(location.full)}` };
  return { kind: 'render', route };
}

/** Where login sends the user: the guard's redirect if it is a safe in-app path, else home. */
export function redirectTarget(query: URLSearchParams): string {
  const to = query.get('redirect') ?? '';
  if (!to.startsWith('/') || to.startsWith('//')) return '/';
  const route = findRoute(to.split('?')[0]);
  return route && !['/login', '/reg', '/reg2'].includes(route.path) ? to : '/';
}
