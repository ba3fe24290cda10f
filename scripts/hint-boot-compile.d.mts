/** Types of scripts/hint-boot-compile.mjs for its unit test. */
export const HINT: string;
export function bootScripts(html: string): string[];
export function withHint(code: string): string;
