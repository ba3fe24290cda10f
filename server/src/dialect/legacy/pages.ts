/**
 * The legacy servers' own error pages: Laravel answers an unknown path, a wrong method and a crash
 * (a PHP notice on a missing key) with an HTML page and the real HTTP status, never the envelope.
 */
import type { FastifyReply } from 'fastify';

export type LegacyErrorStatus = 404 | 405 | 500;

function page(status: LegacyErrorStatus, title: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body><div class="code">${status}</div><div class="message">${title}</div></body>
</html>
`;
}

const PAGES: Record<LegacyErrorStatus, string> = {
  404: page(404, 'Not Found'),
  405: page(405, 'Method Not Allowed'),
  500: page(500, 'Server Error'),
};

/** Sends the page; `allow` (405 only) lists the methods the path does answer. */
export function sendLegacyPage(
  reply: FastifyReply,
  status: LegacyErrorStatus,
  allow?: readonly string[],
): FastifyReply {
  if (allow) reply.header('Allow', allow.join(', '));
  return reply.status(status).type('text/html; charset=UTF-8').send(PAGES[status]);
}
