import { BEIJING_OFFSET_MS, parseBeijing } from './time';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * The pattern tokens the app uses, read from a Date moved to Beijing wall time (its UTC fields).
 * A few lines instead of a date library: every screen that shows a date evaluated one at its start.
 */
const TOKENS: Readonly<Record<string, (d: Date) => string>> = {
  YYYY: (d) => pad(d.getUTCFullYear(), 4),
  MM: (d) => pad(d.getUTCMonth() + 1),
  DD: (d) => pad(d.getUTCDate()),
  HH: (d) => pad(d.getUTCHours()),
  mm: (d) => pad(d.getUTCMinutes()),
  ss: (d) => pad(d.getUTCSeconds()),
};
const TOKEN = /YYYY|MM|DD|HH|mm|ss/g;

/**
 * Format epoch milliseconds as Beijing wall time (UTC+8, whatever the device's zone); `pattern`
 * takes YYYY MM DD HH mm ss, anything else is kept as written.
 */
export function formatBeijing(epochMs: number, pattern = 'YYYY-MM-DD HH:mm:ss'): string {
  const d = new Date(epochMs + BEIJING_OFFSET_MS);
  return pattern.replace(TOKEN, (token) => TOKENS[token](d));
}

/** A wire time (`Y-m-d H:i:s`, Beijing) shown as every date of the app; the wire's own text when unreadable. */
export function formatWireBeijing(wire: string): string {
  const ms = parseBeijing(wire);
  return ms === null ? wire : formatBeijing(ms);
}
