/** Types of scripts/route-chunks.mjs for its unit test. */
export interface Build {
  dir: string;
  base: string;
}
export function screenChunks(build: Build): Map<string, string[]>;
export const BOOT_KEY: string;
export function deepLinkChunkMap(
  build: Build,
  page: { scripts: readonly string[]; styles: readonly string[] },
): Record<string, string[]>;
