/**
 * The English catalogue: the same domains as lib/text/zh-CN.ts, one file per domain in ./en/, each
 * typed as the Translation of its Chinese file. An English build resolves `@/lib/text/zh-CN` to this
 * module (docs/I18N.md), so a bundle carries one language only.
 */
export { app } from './en/app';
export { auth } from './en/auth';
export { routes } from './en/routes';
export { header } from './en/header';
export { tabs } from './en/tabs';
export { maintenance } from './en/maintenance';
export { home } from './en/home';
export { a2hs } from './en/a2hs';
export { lottery } from './en/lottery';
export { mine } from './en/mine';
export { pwa } from './en/pwa';
export { toast } from './en/toast';
export { kefu } from './en/kefu';
export { game } from './en/game';
export { wallet } from './en/wallet';
export { transfer } from './en/transfer';
export { downline } from './en/downline';
export { deposit } from './en/deposit';
export { withdraw } from './en/withdraw';
export { cards } from './en/cards';
export { password } from './en/password';
export { records } from './en/records';
export { bet } from './en/bet';
export { content } from './en/content';
export { concise } from './en/concise';
export { hallAlt } from './en/hall-alt';
export { discover } from './en/discover';
export { rewards } from './en/rewards';
export { activities } from './en/activities';
export { profile } from './en/profile';
export { settings } from './en/settings';
export { invite } from './en/invite';
export { siteMode } from './en/site-mode';
export { frameGuard } from './en/frame-guard';
export { responsible } from './en/responsible';
export { protection } from './en/protection';
