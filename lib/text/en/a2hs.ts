import type { a2hs as zh } from '../catalogue/a2hs';
import type { Translation } from '../translation';

export const a2hs: Translation<typeof zh> = {
  title: 'Add to Home Screen',
  subtitle: 'Open it as fast as an app and never miss a promotion',
  stepShare: 'Tap the "Share" button at the bottom of the browser',
  stepAdd: 'Choose "Add to Home Screen" in the menu',
  stepDone: 'Tap "Add" at the top right to open it from your home screen',
  install: 'Install now',
  later: 'Maybe later',
  stepLabel: (n: number) => `Step ${n}`,
  shareButton: 'Share',
  addButton: 'Add',
  menuItem: 'Add to Home Screen',
  promptHint: 'Install it on your home screen: one tap away, smoother play',
  close: 'Close guide',
};
