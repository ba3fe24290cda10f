/** Site content: banner kinds. */

/** /api/bannerList `type`: 2 (the mobile hall) when missing. */
export const DEFAULT_BANNER_TYPE = 2;
