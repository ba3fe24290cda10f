/** Operator calls (/admin/*, bearer ops token): limits of their inputs. */

/** Longest maintenance notice. */
export const MAX_REPAIR_TIPS_LENGTH = 500;
/** Longest review memo. */
export const MAX_REVIEW_MEMO_LENGTH = 200;
/** Rows per page of the operator lists: 50 unless asked, never above 500. */
export const OPS_PAGE = { default: 50, max: 500 } as const;
