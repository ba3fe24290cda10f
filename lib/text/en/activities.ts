import { ACTIVITY_MESSAGES } from '@/contract/activities/rules';
import type { activities as zh } from '../catalogue/activities';
import type { Translation } from '../translation';

/** Promotions and their applications in English (the Chinese: ../catalogue/activities.ts). */
export const activities: Translation<typeof zh> = {
  title: 'Promotions',
  tabsLabel: 'Promotion types',
  all: 'All',
  listLabel: 'Promotions',
  oldListLabel: 'Promotions (classic)',
  records: 'My applications',
  apply: 'Apply now',
  toLogin: 'Log in',
  applying: 'Applying…',
  applied: ACTIVITY_MESSAGES.applied,
  noApply: 'No application needed. Ask live support for details.',
  notFound: 'This promotion no longer exists',
  content: 'Details',
  memo: 'Terms',
  bannerAlt: (title: string) => `${title} banner`,
  states: {
    pending: 'Pending review',
    approved: 'Approved',
    rejected: 'Rejected',
    unknown: 'Undefined',
  },
  appliedAt: 'Applied',
  period: (from: string, to: string) => `Period: ${from} – ${to}`,
  periodOpen: 'Ongoing',
  periodStart: 'Now',
  rejectReason: (reason: string) => `Reason: ${reason}`,
  recordLabel: 'Promotion applications',
};
