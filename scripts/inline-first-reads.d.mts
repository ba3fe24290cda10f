/** Types of scripts/inline-first-reads.mjs for its unit test. */
export const SCRIPT_FILE: string;
export function withFirstReads(html: string, script: string): string;
export const CHUNK_MAP_SLOT: string;
export function withChunkMap(script: string, url: string): string;
export const PAINT_SLOT: string;
export function withPaintFolder(script: string, url: string): string;
