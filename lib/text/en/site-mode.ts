import type { siteMode as zh } from '../catalogue/site-mode';
import type { Translation } from '../translation';

export const siteMode: Translation<typeof zh> = {
  demoMark: 'Demo',
  demoMarkLabel: 'Demo site: sample data and sandbox payments, no real money',
};
