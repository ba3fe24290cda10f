import { fillerScript } from '@/lib/router/first-reads-script';

/**
 * The fillers as a build-time file: scripts/first-paints.mjs moves it into the first paints' folder
 * (`fill.js`), where a deep link that draws data (a list, the stored session, a screen's reads)
 * loads it; the inline script that every page carries stays without it.
 */
export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(fillerScript(), { headers: { 'content-type': 'text/javascript; charset=utf-8' } });
}
