/**
 * The path table: every route's path, login requirement, header rule, title and tab. The
 * guard, the header, the tab bar and start-up read it; which screen renders a path is the
 * screen registry's business (components/screens/registry.ts), so this module stays free of
 * any screen code.
 */
import * as t from '@/lib/text/zh-CN';
import type { HeaderRule, RouteDef, TabKey } from './types';

const R = t.routes;

type Row = readonly [path: string, auth: boolean, header: HeaderRule, title: string, tab?: TabKey];

const rows = [
  // Main shell children (tab bar shown).
  ['/', false, 'main', R.hall, 'hall'],
  ['/home', false, 'main', R.hall, 'hall'],
  ['/discover', false, 'main', R.discover, 'discover'],
  ['/activity', false, 'hidden', R.activity, 'offers'],
  ['/mine', true, 'hidden', R.mine, 'mine'],
  ['/index_old', false, 'main', R.hall, 'hall'],
  ['/hongbao', false, 'back', R.hongbao, 'offers'],
  ['/activity_old', false, 'back', R.activity, 'offers'],
  ['/zhanzhu', false, 'back', R.zhanzhu, 'discover'],
  ['/mine_old', true, 'back', R.mine, 'mine'],
  ['/app', true, 'back', R.app, 'mine'],
  // Top level, open to visitors.
  ['/account', false, 'back', R.account],
  ['/inviter', false, 'back', R.inviter],
  ['/withdrawAccount', false, 'back', R.withdrawAccount],
  ['/vip2', false, 'back', R.vip],
  ['/iframepage', false, 'back', R.iframepage],
  ['/kefu', false, 'back', R.kefu],
  ['/login', false, 'back', R.login],
  ['/reg', false, 'back', R.reg],
  ['/reg2', false, 'back', R.reg],
  // Open: customer service (dailiD=2) works for visitors; the screen itself shows the login
  // prompt for everything else (opening a game needs a token).
  ['/gamePage', false, 'back', R.gamePage],
  // Open so that the room itself says 请登录！ and goes home.
  ['/lottery', false, 'back', R.lottery],
  ['/activityInfo', false, 'hidden', R.activityInfo],
  ['/zhanzhuye', false, 'back', R.zhanzhuye],
  ['/vip', false, 'back', R.vip],
  ['/applyagent', false, 'back', R.applyagent],
  ['/boutBallBet', false, 'back', R.boutBallBet],
  ['/boutBallBetInfo', false, 'back', R.boutBallBetInfo],
  ['/usdtmore', false, 'back', R.usdtmore],
  ['/payInfo', false, 'back', R.payInfo],
  ['/concise', false, 'back', R.concise],
  ['/abouts', false, 'back', R.abouts],
  // Open: self-assessment and help lines are for anyone; the tools themselves ask for a login.
  ['/responsible', false, 'back', R.responsible],
  // Login required.
  ['/message', true, 'back', R.message],
  ['/fanshui', true, 'back', R.fanshui],
  ['/userInfo', true, 'back', R.userInfo],
  ['/userCent', true, 'back', R.userCent],
  ['/wallet', true, 'back', R.wallet],
  ['/addBankCard', true, 'back', R.addBankCard],
  ['/addUsdtCard', true, 'back', R.addUsdtCard],
  ['/password', true, 'back', R.password],
  ['/welfare', true, 'back', R.welfare],
  ['/betRecord', true, 'back', R.betRecord],
  ['/activityRecord', true, 'back', R.activityRecord],
  ['/transRecord', true, 'back', R.transRecord],
  // /money has no screen or call of its own; the legacy client polls the balance list there
  // like the wallet. So it shows the wallet (with 卡片管理), titled 资金管理: old links and
  // bookmarks land where the money is.
  ['/money', true, 'back', R.money],
  ['/recharge', true, 'back', R.recharge],
  ['/withdrawal', true, 'back', R.withdrawal],
  ['/transfer', true, 'hidden', R.transfer],
  ['/downlineTransfer', true, 'back', R.downlineTransfer],
  ['/cashback-rates', true, 'back', R.cashbackRates],
  ['/profit-loss', true, 'back', R.profitLoss],
  // A member under a time-out or self-exclusion: the balance, withdrawal and the end date only.
  ['/restricted', true, 'back', R.restricted],
] as const satisfies readonly Row[];

/** Every in-app path, exactly as the table spells it. */
export type RoutePath = (typeof rows)[number][0];
export type Route = RouteDef<RoutePath>;

export const routes: readonly Route[] = rows.map(
  ([path, auth, header, title, tab]: Row) => ({ path, auth, header, title, tab }) as Route,
);

/**
 * Routes with a first paint: the build exports each one's first paint from its live
 * screen (app/first-paints/page.tsx, scripts/first-paints.mjs), and the inline first-reads script
 * (lib/router/first-reads-script.ts) shows it on a deep link before the boot.
 */
export const FIRST_PAINTS = [
  '/login',
  '/reg',
  '/reg2',
  '/responsible',
  '/usdtmore',
  '/password',
  '/addUsdtCard',
  '/activity',
  '/concise',
  '/mine',
  '/recharge',
  '/lottery',
] as const satisfies readonly RoutePath[];
export type FirstPaintPath = (typeof FIRST_PAINTS)[number];

/**
 * Of those, the routes whose first screen has nothing of the session in it, so a member's is the
 * visitor's: painted for anyone (the others for a visitor only, or from the stored session:
 * lib/router/paint-session.ts). Lists are drawn from their first reads' answers
 * (lib/router/paint-lists.ts).
 */
export const PAINTS_FOR_ALL = [
  '/activity',
  '/concise',
  '/usdtmore',
  // Members' routes (a visitor is moved to /login first) whose forms show nothing of the session.
  '/password',
  '/addUsdtCard',
] as const satisfies readonly FirstPaintPath[];

const byPath = new Map(routes.map((r) => [r.path.toLowerCase(), r]));

/**
 * One screen under two names (docs/SCREENS.md#home): '/' and '/home' are the same hall, so going
 * from one to the other is going nowhere (已在当前页面！), not a reload of the hall.
 */
const SAME_SCREEN: Record<string, string> = { '/home': '/' };

/** The path that names a screen: '/home' → '/', any other path as it is. */
export function screenPath(path: string): string {
  return SAME_SCREEN[path.toLowerCase()] ?? path;
}

/** The route for a path (case-insensitive), or undefined for an unknown path. */
export function findRoute(path: string): Route | undefined {
  return byPath.get(path.toLowerCase());
}
