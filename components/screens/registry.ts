/**
 * The screen registry: which screen renders each path of the path table, each loaded lazily in
 * its own chunk. Paths that show the same screen share one loader, so they share its chunk and
 * the hash router keeps one lazy component for them. Only the hash router reads this.
 */
import type { RoutePath } from '@/lib/router/paths';
import type { ScreenLoader } from '@/lib/router/types';

const hall: ScreenLoader = () => import('./home/hall-screen');
const soon: ScreenLoader = () => import('./coming-soon-screen');

export const screenLoaders: Readonly<Record<RoutePath, ScreenLoader>> = {
  '/': hall,
  '/home': hall,
  '/discover': soon,
  '/activity': () => import('./activities/activity-screen'),
  '/mine': () => import('./member/mine-screen'),
  '/index_old': hall,
  '/hongbao': soon,
  '/activity_old': () => import('./activities/activity-old-screen'),
  '/zhanzhu': soon,
  '/mine_old': () => import('./member/mine-old-screen'),
  '/app': soon,
  '/account': () => import('./wallet/account-screen'),
  '/inviter': () => import('./referrals/inviter-screen'),
  '/withdrawAccount': () => import('./cards/withdraw-account-screen'),
  '/vip2': soon,
  '/iframepage': soon,
  '/kefu': () => import('./content/kefu-screen'),
  '/login': () => import('./auth/login-screen'),
  '/reg': () => import('./auth/reg-screen'),
  '/reg2': () => import('./auth/reg2-screen'),
  '/gamePage': () => import('./game/game-screen'),
  '/lottery': () => import('./lottery/lottery-screen'),
  '/activityInfo': () => import('./activities/activity-info-screen'),
  '/zhanzhuye': soon,
  '/vip': soon,
  '/applyagent': () => import('./profile/apply-agent-screen'),
  '/boutBallBet': soon,
  '/boutBallBetInfo': soon,
  '/usdtmore': () => import('./cards/usdt-more-screen'),
  '/payInfo': () => import('./wallet/pay-info-screen'),
  '/concise': soon,
  '/abouts': soon,
  '/message': soon,
  '/fanshui': soon,
  '/userInfo': () => import('./profile/user-info-screen'),
  '/userCent': () => import('./profile/user-cent-screen'),
  '/wallet': () => import('./wallet/wallet-screen'),
  '/addBankCard': () => import('./cards/add-bank-card-screen'),
  '/addUsdtCard': () => import('./cards/add-usdt-card-screen'),
  '/password': () => import('./security/password-screen'),
  '/welfare': soon,
  '/betRecord': () => import('./records/bet-record-screen'),
  '/activityRecord': () => import('./activities/activity-record-screen'),
  '/transRecord': () => import('./records/trans-record-screen'),
  // The wallet again, titled 资金管理 (see the path table).
  '/money': () => import('./wallet/wallet-screen'),
  '/recharge': () => import('./wallet/recharge-screen'),
  '/withdrawal': () => import('./withdraw/withdrawal-screen'),
  '/transfer': () => import('./wallet/transfer-screen'),
  '/cashback-rates': soon,
  '/profit-loss': soon,
};
