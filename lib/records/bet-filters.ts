/**
 * The bet-record filters (投注记录, docs/SCREENS.md#betrecord): platform ('' = 全平台) and date range 1–4
 * (default 4, last 30 days). A change starts the list again at page 1 (a new SWR key).
 */
import { OWN_PLATFORM } from '@/contract/records/rules';
import { DEFAULT_DATE, type DateRange } from './filters';

export interface BetFilters {
  /** A venue's platname, OWN_PLATFORM, or '' for every platform. */
  platform: string;
  date: DateRange;
}

/**
 * docs/SCREENS.md#betrecord: in the bet-record filter the main wallet is the platform OWN. The only game played
 * from the main wallet is our own credit-betting lottery, so that is what the option names.
 */
export { OWN_PLATFORM };

export const DEFAULT_BET_FILTERS: BetFilters = { platform: '', date: DEFAULT_DATE };
