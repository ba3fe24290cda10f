/** Site content: banner kinds. */

/** /api/bannerList `type`: 2 (the mobile hall) when missing. */
export const DEFAULT_BANNER_TYPE = 2;

/** /abouts?type=: the article categories of 关于我们 (about), the terms and the privacy policy. */
export const ABOUT_ARTICLES = { about: 7, terms: 5, privacy: 6 } as const;

/** Refusals of the article and inbox calls. */
export const CONTENT_MESSAGES = {
  articleType: '文章类型错误',
  messageId: '消息不存在',
} as const;

/** Operator limits (the /admin content calls and `npm run ops -- content`). */
export const CONTENT_LIMITS = { titleMax: 100, contentMax: 20000 } as const;
