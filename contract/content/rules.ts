/** Site content: banner kinds and page sizes. */

/** /api/bannerList `type`: 2 (the mobile hall) when missing. */
export const DEFAULT_BANNER_TYPE = 2;
/** /api/noticeList rows per page when the client names none. */
export const DEFAULT_NOTICE_PAGE_SIZE = 10;
