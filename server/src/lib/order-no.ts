/**
 * Order numbers: the Beijing time to the second (yyMMddHHmmss) plus 6 random digits, behind an
 * optional letter. Deposits use digits only, like the legacy `out_trade_no`; withdrawals 'W',
 * transfers 'T', gifts 'G', downline transfers 'D'. Unique columns catch the rare collision and the caller draws again.
 * They are strings everywhere: 18 digits are beyond a JavaScript number's exact range.
 */
import { randomInt } from 'node:crypto';

const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;

function pad(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

export type OrderPrefix = '' | 'W' | 'T' | 'G' | 'D';

export function orderNumber(prefix: OrderPrefix, now: Date = new Date()): string {
  const t = new Date(now.getTime() + BEIJING_OFFSET_MS);
  const stamp =
    pad(t.getUTCFullYear() % 100) +
    pad(t.getUTCMonth() + 1) +
    pad(t.getUTCDate()) +
    pad(t.getUTCHours()) +
    pad(t.getUTCMinutes()) +
    pad(t.getUTCSeconds());
  return `${prefix}${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

export const ORDER_NO_RE = /^[WTGD]?\d{18}$/;
