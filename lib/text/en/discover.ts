import type { discover as zh } from '../catalogue/discover';
import type { Translation } from '../translation';

/**
 * Discover, the app download page and the sponsor pages in English (the Chinese:
 * ../catalogue/discover.ts). The site is named "TG Casino" here, as the English app name.
 */
export const discover: Translation<typeof zh> = {
  news: 'Official news',
  newsHint: 'Announcements, promotions and messages',
  bigStage: 'Big Stage',
  bigStageHint: 'Top events and live streams',
  app: {
    heading: 'TG Casino app',
    subheading: 'Play anytime, anywhere',
    ios: 'Download for iOS',
    android: 'Download for Android',
    qrHint: 'Scan to download',
    qrAlt: 'Download QR code',
    pwaHint: 'Add this site to your home screen and open it like an app',
    a2hsTitle: 'Add to Home Screen (iPhone / iPad)',
  },
  sponsors: [
    { type: 1, title: 'Sponsor partner 1', hint: 'Official TG Casino sponsorship' },
    { type: 2, title: 'Sponsor partner 2', hint: 'Official TG Casino sponsorship' },
  ],
  sponsorsEmpty: 'No sponsor partners yet',
  sponsorUnset: "This sponsor page isn't open yet",
  sponsorUnsetHint: 'Coming soon: have a look at what else is on meanwhile',
  sponsorLoading: 'Loading sponsor page…',
};
