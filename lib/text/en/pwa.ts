import type { pwa as zh } from '../catalogue/pwa';
import type { Translation } from '../translation';

export const pwa: Translation<typeof zh> = {
  updateAvailable: 'New version available',
  updateHint: 'A new version is ready. Reload to use it',
  reload: 'Reload now',
  later: 'Later',
  offline: "You're offline. Some features are unavailable",
};
