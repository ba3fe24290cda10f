import { ACTIVITY_MESSAGES } from '../../activities/rules.ts';
import { byKey, type Messages } from '../matcher.ts';

export const activities: Messages = {
  exact: byKey(ACTIVITY_MESSAGES, {
    applied: 'Submitted successfully',
    notFound: 'This promotion does not exist',
    pending: 'You have already applied: awaiting review',
    approved: 'You have already applied: approved',
    rejected: 'You have already applied: not approved',
    notStarted: 'This promotion has not started yet',
    ended: 'This promotion has ended',
    noApply: 'No application needed for this promotion',
  }),
};
