/**
 * The one text catalogue: every user-visible string lives under `t`, one file per domain in
 * ./catalogue/ (each domain's screens add their texts to their own file). Screens import it as a
 * namespace (`import * as t`), so a screen's chunk carries only the domains it reads: the first
 * visit does not download the texts of every other screen.
 * Documented messages (docs/SCREENS.md#validation, docs/SCREENS.md#server-errors) are verbatim; do not reword them.
 * A message the server repeats is named from contract/<domain>/rules.ts, so both programs show one text.
 */
export { app } from './catalogue/app';
export { auth } from './catalogue/auth';
export { routes } from './catalogue/routes';
export { header } from './catalogue/header';
export { tabs } from './catalogue/tabs';
export { maintenance } from './catalogue/maintenance';
export { home } from './catalogue/home';
export { a2hs } from './catalogue/a2hs';
export { lottery } from './catalogue/lottery';
export { mine } from './catalogue/mine';
export { pwa } from './catalogue/pwa';
export { toast } from './catalogue/toast';
export { kefu } from './catalogue/kefu';
export { game } from './catalogue/game';
export { wallet } from './catalogue/wallet';
export { transfer } from './catalogue/transfer';
export { downline } from './catalogue/downline';
export { deposit } from './catalogue/deposit';
export { withdraw } from './catalogue/withdraw';
export { cards } from './catalogue/cards';
export { password } from './catalogue/password';
export { records } from './catalogue/records';
export { bet } from './catalogue/bet';
export { content } from './catalogue/content';
export { concise } from './catalogue/concise';
export { hallAlt } from './catalogue/hall-alt';
export { discover } from './catalogue/discover';
export { rewards } from './catalogue/rewards';
export { activities } from './catalogue/activities';
export { profile } from './catalogue/profile';
export { settings } from './catalogue/settings';
export { invite } from './catalogue/invite';
export { siteMode } from './catalogue/site-mode';
export { frameGuard } from './catalogue/frame-guard';
export { responsible } from './catalogue/responsible';
export { protection } from './catalogue/protection';
