/**
 * Request parameters: the legacy server reads query, form and JSON body alike, and the legacy
 * client sometimes sends GET data as JSON. Merge them (body wins) and read leniently: a missing
 * key is an empty value, never a crash.
 */
import type { FastifyRequest } from 'fastify';

export type Input = Record<string, unknown>;

function isPlainObject(value: unknown): value is Input {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readInput(request: FastifyRequest): Input {
  const merged: Input = Object.create(null);
  for (const source of [request.query, request.body]) {
    if (!isPlainObject(source)) continue;
    for (const [key, value] of Object.entries(source)) merged[key] = value;
  }
  return merged;
}

const NUL = String.fromCharCode(0);

/**
 * A trimmed string; numbers are accepted (clients send ids both ways); anything else is ''. NUL
 * characters are dropped: PostgreSQL text cannot hold them, and no honest input has one.
 */
export function str(value: unknown, maxLength = 200): string {
  if (typeof value === 'string') return value.replaceAll(NUL, '').trim().slice(0, maxLength);
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
