/** /gamePage?url= with a page the server never handed out (lib/frame-urls.ts). */
export const frameGuard = {
  refused: '无法打开此链接',
  refusedHint: '为保护您的账户安全，只能打开本平台提供的页面',
  back: '返回',
} as const;
