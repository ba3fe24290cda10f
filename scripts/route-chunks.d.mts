/** Types of scripts/route-chunks.mjs for its unit test. */
export interface Build {
  dir: string;
  base: string;
}
export function screenChunks(build: Build): Map<string, string[]>;
export function deepLinkChunkMap(build: Build, pageFiles: readonly string[]): Record<string, string[]>;
