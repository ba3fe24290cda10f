/** Account and bet records. */

/**
 * /api/gettransrecord `type`: 1 deposits, 2 withdrawals, 3 into a venue, 4 out of a venue, 5 gifts,
 * 6 rebates, 7 downline transfers (contract/downline/rules.ts).
 */
export const TRANS_RECORD_TYPES = [1, 2, 3, 4, 5, 6, 7] as const;
/** /api/betrecord `api_type` naming the platform's own lottery rooms. */
export const OWN_PLATFORM = 'OWN';
/** Bet record `status`: 2 unsettled, 1 settled, 0 invalid. */
export const BET_STATUS = { invalid: 0, settled: 1, unsettled: 2 } as const;

/**
 * A type-7 row's `direction`: out for the agent who paid, in for the member who received. Here, not
 * with the downline transfer's rules: every records reader checks it, and those rules bring the money
 * messages with them.
 */
export const DOWNLINE_DIRECTION = { out: 'out', in: 'in' } as const;
export type DownlineDirection = (typeof DOWNLINE_DIRECTION)[keyof typeof DOWNLINE_DIRECTION];
