import { fillerScripts } from '@/lib/router/first-reads-script';

/**
 * The fillers' files as one build-time file (name → script): scripts/first-paints.mjs writes each
 * into the first paints' folder, where a deep link that draws data (a list, the stored session, a
 * screen's reads) loads its route's one; the inline script that every page carries stays without them.
 */
export const dynamic = 'force-static';

export function GET(): Response {
  return Response.json(fillerScripts());
}
