/**
 * Escaping, the shared shell and the reply of the few HTML pages the server renders itself
 * (the sandbox payment page, the sandbox game page): plain HTML and CSS, no script, Chinese,
 * phone-sized, nothing from elsewhere.
 */
import type { FastifyReply } from 'fastify';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** No scripts, nothing from elsewhere; forms post back to us only. */
export const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'self'";

export function sendHtml(reply: FastifyReply, status: number, body: string, csp = PAGE_CSP) {
  return reply
    .status(status)
    .header('Cache-Control', 'no-store')
    .header('Content-Security-Policy', csp)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Referrer-Policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(body);
}

/** A label and its value, one line of a `.card`. */
export function row(label: string, value: string, id?: string): string {
  const idAttr = id ? ` id="${escapeHtml(id)}"` : '';
  return `<div class="row"><span>${escapeHtml(label)}</span><b${idAttr}>${escapeHtml(value)}</b></div>`;
}

/** The demo banner every sandbox page opens with. */
export const DEMO_TAG = '<span class="tag">演示站 · 不涉及真实资金</span>';

const BASE_CSS = `
    body { margin: 0; font-family: -apple-system, 'PingFang SC', 'Microsoft YaHei', sans-serif; background: #f3f4f6; color: #111827; }
    main { max-width: 420px; margin: 0 auto; padding: 20px 16px 40px; }
    h1 { font-size: 20px; margin: 8px 0 4px; }
    .tag { display: inline-block; font-size: 12px; background: #fde68a; color: #92400e; border-radius: 4px; padding: 2px 6px; }
    .card { background: #fff; border-radius: 12px; padding: 12px 16px; margin-top: 16px; box-shadow: 0 1px 2px rgba(0,0,0,.06); }
    .row { display: flex; justify-content: space-between; gap: 12px; padding: 8px 0; border-bottom: 1px solid #f3f4f6; font-size: 14px; }
    .row:last-child { border-bottom: 0; }
    .row span { color: #4b5563; white-space: nowrap; }
    .row b { font-weight: 600; word-break: break-all; text-align: right; }
    .notice { margin-top: 16px; padding: 10px 12px; border-radius: 8px; font-size: 14px; }
    .ok { background: #dcfce7; color: #166534; } .bad { background: #fee2e2; color: #991b1b; }
    .done, .hint { color: #4b5563; font-size: 13px; line-height: 1.6; }`;

/** A whole page: the shared styles plus the page's own, `body` inside <main>. */
export function demoPage(input: { title: string; body: string; css?: string }): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>${escapeHtml(input.title)}</title>
  <style>${BASE_CSS}${input.css ?? ''}
  </style>
</head>
<body>
  <main>
    ${input.body}
  </main>
</body>
</html>
`;
}
