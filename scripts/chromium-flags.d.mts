/** Types of scripts/chromium-flags.mjs for playwright.config.ts. */
export const QUIET_FLAGS: string[];
