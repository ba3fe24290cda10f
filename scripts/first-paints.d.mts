/** Types of scripts/first-paints.mjs for its unit test. */
export const PAINT_PAGE: string;
export function paintsOf(html: string): Record<string, string>;
export function paintFiles(
  paints: Record<string, string>,
  chunkMap: Record<string, string[]>,
): { files: Record<string, string>; hash: string };
export function writeFirstPaints(
  dir: string,
  base: string,
  chunkMap: Record<string, string[]>,
  appStyles: readonly string[],
): string;
