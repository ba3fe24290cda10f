/**
 * The routes whose first screen is drawn from their first reads' answers, for a member with a
 * stored user (docs/ARCHITECTURE.md, "How a deep link starts"): /recharge (lib/router/paint-recharge.ts)
 * and the lottery room (lib/router/paint-lottery.ts). Each paints its loading state at once and is
 * drawn by its filler once its reads have answered; the route file's part is named after the route.
 */
import type { FirstPaintPath } from './paths';

export const READ_PAINTS = ['/recharge', '/lottery'] as const satisfies readonly FirstPaintPath[];
export type ReadPaintPath = (typeof READ_PAINTS)[number];
