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
export { mine } from './en/mine';
export { pwa } from './en/pwa';
export { toast } from './en/toast';
export { profile } from './en/profile';
export { settings } from './en/settings';
export { siteMode } from './en/site-mode';
export { frameGuard } from './en/frame-guard';
