import { firstReadsScript } from '@/lib/router/first-reads-script';

/**
 * The deep links' first-reads script as a build-time file: scripts/inline-first-reads.mjs writes it
 * into every exported page and removes the file. Rendered by the layout instead, React would carry
 * a second copy of it in each page's payload (about 2 KB gzip on every first visit).
 */
export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(firstReadsScript(), { headers: { 'content-type': 'text/javascript; charset=utf-8' } });
}
