import type { records as zh } from '../catalogue/records';
import type { Translation } from '../translation';

/** Account records and the shared infinite list in English (the Chinese: ../catalogue/records.ts). */
export const records: Translation<typeof zh> = {
  platform: 'Platform',
  date: 'Date',
  type: 'Type',
  allPlatforms: 'All platforms',
  dates: { 1: 'Today', 2: 'Last 7 days', 3: 'Last 15 days', 4: 'Last 30 days' },
  types: {
    1: 'Deposit',
    2: 'Withdrawal',
    3: 'Transfer in',
    4: 'Transfer out',
    5: 'Bonus',
    6: 'Rebate',
    7: 'Downline transfer',
  },
  reviewStates: ['Undefined', 'Pending review', 'Approved', 'Rejected'],
  transferStates: ['Failed', 'Successful', 'Pending settlement', 'Undefined'],
  orderNo: 'Order no.',
  betStates: ['Void', 'Settled', 'Unsettled'],
  betStateUnknown: 'Unknown',
  ownPlatform: 'Lottery',
  betId: 'Bet ID',
  betAmount: 'Stake',
  winLoss: 'Win/loss',
  loadMore: 'Load more',
  loadingMore: 'Loading…',
  end: 'No more records',
  loadFailed: "Couldn't load. Tap to retry.",
};
