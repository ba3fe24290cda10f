/** Types of scripts/inline-first-reads.mjs for its unit test. */
export const SCRIPT_FILE: string;
export function withFirstReads(html: string, script: string): string;
