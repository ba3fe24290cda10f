import type { app as zh } from '../catalogue/app';
import type { Translation } from '../translation';

export const app: Translation<typeof zh> = {
  name: 'TG Casino',
  shortName: 'TG Casino',
  loading: 'Loading…',
  busy: 'Loading',
  backHome: 'Back to home',
  alreadyHere: "You're already here!",
  retry: 'Retry',
  empty: 'Nothing here yet',
  networkError: 'Network error. Check your connection and try again',
  confirm: 'OK',
  cancel: 'Cancel',
  close: 'Close',
  back: 'Back',
  copySuccess: 'Copied!',
  crashed: {
    title: 'Something went wrong',
    body: 'Reload the page. If it happens again, try again later',
    reload: 'Reload',
  },
  beijingTime: (at: string) => `${at} (Beijing time)`,
};
