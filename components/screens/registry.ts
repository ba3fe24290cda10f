/**
 * The screen registry: which screen renders each path of the path table, each loaded lazily in
 * its own chunk. Paths that show the same screen share one loader, so they share its chunk and
 * the hash router keeps one lazy component for them. Only the hash router reads this.
 */
import { appPathname } from '@/lib/i18n/lang';
import { opensOnHall } from '@/lib/router/entry-mark';
import type { RoutePath } from '@/lib/router/paths';
import type { ScreenLoader } from '@/lib/router/types';

const hall: ScreenLoader = () => import('./home/hall-screen');
// The landing screen's chunk starts loading with the app, not at its first render, so the live hall
// does not wait a render-and-fetch round trip (nor React's Suspense reveal throttle). Only when the
// page opened on the hall: a deep link does not download the hall it does not show.
if (typeof window !== 'undefined' && opensOnHall(appPathname(location.pathname), location.search, location.hash))
  void hall();

export const screenLoaders: Readonly<Record<RoutePath, ScreenLoader>> = {
  '/': hall,
  '/home': hall,
  '/discover': () => import('./discover/discover-screen'),
  '/activity': () => import('./activities/activity-screen'),
  '/mine': () => import('./member/mine-screen'),
  '/index_old': () => import('./home/index-old-screen'),
  '/hongbao': () => import('./rewards/hongbao-screen'),
  '/activity_old': () => import('./activities/activity-old-screen'),
  '/zhanzhu': () => import('./discover/sponsors-screen'),
  '/mine_old': () => import('./member/mine-old-screen'),
  '/app': () => import('./discover/app-screen'),
  '/account': () => import('./wallet/account-screen'),
  '/inviter': () => import('./referrals/inviter-screen'),
  '/withdrawAccount': () => import('./cards/withdraw-account-screen'),
  '/vip2': () => import('./rewards/vip2-screen'),
  '/iframepage': () => import('./rewards/iframe-page-screen'),
  '/kefu': () => import('./content/kefu-screen'),
  '/login': () => import('./auth/login-screen'),
  '/reg': () => import('./auth/reg-screen'),
  '/reg2': () => import('./auth/reg2-screen'),
  '/gamePage': () => import('./game/game-screen'),
  '/lottery': () => import('./lottery/lottery-screen'),
  '/activityInfo': () => import('./activities/activity-info-screen'),
  '/zhanzhuye': () => import('./discover/sponsor-page-screen'),
  '/vip': () => import('./rewards/vip-screen'),
  '/applyagent': () => import('./profile/apply-agent-screen'),
  '/boutBallBet': () => import('./content/help-screen'),
  '/boutBallBetInfo': () => import('./content/help-article-screen'),
  '/usdtmore': () => import('./cards/usdt-more-screen'),
  '/payInfo': () => import('./wallet/pay-info-screen'),
  '/concise': () => import('./games/concise-screen'),
  '/abouts': () => import('./content/abouts-screen'),
  '/message': () => import('./content/message-screen'),
  '/fanshui': () => import('./rewards/fanshui-screen'),
  '/userInfo': () => import('./profile/user-info-screen'),
  '/userCent': () => import('./profile/user-cent-screen'),
  '/wallet': () => import('./wallet/wallet-screen'),
  '/addBankCard': () => import('./cards/add-bank-card-screen'),
  '/addUsdtCard': () => import('./cards/add-usdt-card-screen'),
  '/password': () => import('./security/password-screen'),
  '/welfare': () => import('./rewards/welfare-screen'),
  '/betRecord': () => import('./records/bet-record-screen'),
  '/activityRecord': () => import('./activities/activity-record-screen'),
  '/transRecord': () => import('./records/trans-record-screen'),
  // The wallet again, titled 资金管理 (see the path table).
  '/money': () => import('./wallet/wallet-screen'),
  '/recharge': () => import('./wallet/recharge-screen'),
  '/withdrawal': () => import('./withdraw/withdrawal-screen'),
  '/transfer': () => import('./wallet/transfer-screen'),
  '/downlineTransfer': () => import('./wallet/downline-transfer-screen'),
  '/responsible': () => import('./protection/responsible-screen'),
  '/restricted': () => import('./protection/restricted-screen'),
  '/cashback-rates': () => import('./rewards/cashback-rates-screen'),
  '/profit-loss': () => import('./rewards/profit-loss-screen'),
};
