/**
 * The one text catalogue: every user-visible string lives under `t`, one file per domain in
 * ./catalogue/ (each domain's screens add their texts to their own file).
 * Documented messages (docs/SCREENS.md#validation, docs/SCREENS.md#server-errors) are verbatim; do not reword them.
 * A message the server repeats is named from contract/<domain>/rules.ts, so both programs show one text.
 */
import { app } from './catalogue/app';
import { auth } from './catalogue/auth';
import { routes } from './catalogue/routes';
import { header } from './catalogue/header';
import { tabs } from './catalogue/tabs';
import { maintenance } from './catalogue/maintenance';
import { home } from './catalogue/home';
import { a2hs } from './catalogue/a2hs';
import { lottery } from './catalogue/lottery';
import { mine } from './catalogue/mine';
import { pwa } from './catalogue/pwa';
import { toast } from './catalogue/toast';
import { kefu } from './catalogue/kefu';
import { game } from './catalogue/game';
import { wallet } from './catalogue/wallet';
import { transfer } from './catalogue/transfer';
import { deposit } from './catalogue/deposit';
import { withdraw } from './catalogue/withdraw';
import { cards } from './catalogue/cards';
import { password } from './catalogue/password';
import { records } from './catalogue/records';
import { bet } from './catalogue/bet';
import { content } from './catalogue/content';
import { concise } from './catalogue/concise';
import { hallAlt } from './catalogue/hall-alt';
import { discover } from './catalogue/discover';
import { rewards } from './catalogue/rewards';
import { activities } from './catalogue/activities';
import { profile } from './catalogue/profile';
import { settings } from './catalogue/settings';
import { invite } from './catalogue/invite';
import { siteMode } from './catalogue/site-mode';
import { frameGuard } from './catalogue/frame-guard';

export const t = {
  app,
  auth,
  routes,
  header,
  tabs,
  maintenance,
  home,
  a2hs,
  lottery,
  mine,
  pwa,
  toast,
  kefu,
  game,
  wallet,
  transfer,
  deposit,
  withdraw,
  cards,
  password,
  records,
  bet,
  content,
  concise,
  hallAlt,
  discover,
  rewards,
  activities,
  profile,
  settings,
  invite,
  siteMode,
  frameGuard,
} as const;
