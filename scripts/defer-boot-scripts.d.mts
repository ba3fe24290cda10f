/** Types of scripts/defer-boot-scripts.mjs for its unit test. */
export const PAINT_WAIT_MS: number;
export function deferBootScripts(html: string): string;
export function deferredScripts(html: string): string[];
