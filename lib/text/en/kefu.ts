import type { kefu as zh } from '../catalogue/kefu';
import type { Translation } from '../translation';

/** Customer service in English (the Chinese: ../catalogue/kefu.ts). */
export const kefu: Translation<typeof zh> = {
  loading: 'Connecting to support…',
  failed: "Support isn't available right now",
  failedHint: 'Check your connection and try again',
  unavailable: 'Live support is not available yet',
  frameTitle: 'Live support',
};
