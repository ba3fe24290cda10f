/**
 * Lenient reading of a single legacy value: a missing or odd value is an empty one, never a crash.
 * Route parameters are read by their schemas (contract/common/input.ts, plugins/app/validation.ts);
 * these helpers serve the few values read outside a route's input (a socket frame, a query ticket).
 */

import { stripUnsafeText } from '../../../contract/common/input.ts';

export type Input = Record<string, unknown>;

/**
 * A trimmed string; numbers are accepted (clients send ids both ways); anything else is ''.
 * Control characters and bidi overrides are dropped as in every player input (`stripUnsafeText`).
 */
export function str(value: unknown, maxLength = 200): string {
  if (typeof value === 'string') return stripUnsafeText(value).trim().slice(0, maxLength);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** The largest PostgreSQL integer: ids, types and pages above it exist nowhere (and would fail the query). */
const MAX_INT4 = 2_147_483_647;

/** A positive integer (at most `max`: a smallint column takes 32767) or the fallback. */
export function posInt(value: unknown, fallback: number, max = MAX_INT4): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
  return Number.isSafeInteger(n) && n > 0 && n <= max ? n : fallback;
}
