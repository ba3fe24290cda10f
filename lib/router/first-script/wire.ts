/**
 * The fillers' one reading of wire values (lib/router/first-script/user.ts, recharge.ts, lottery.ts):
 * the live normalisers' scalars (lib/api/normalise/scalars.ts), formatMoney (lib/money.ts) and the
 * client's envelope check, repeated
 * here because the fillers' file is self-contained; __tests__/perf/paint-wire.test.ts holds each to
 * the live one.
 */
import type { EarlyAnswer } from '@/lib/api/early-answers';

export interface WireReaders {
  str: (v: unknown) => string;
  int: (v: unknown) => number;
  optionalInt: (v: unknown) => number | null;
  flag: (v: unknown) => boolean;
  isObject: (v: unknown) => v is Record<string, unknown>;
  /** Integer cents as lib/money.ts's formatMoney writes them ("-1,234.50"). */
  money: (cents: number) => string;
  /** The data of an answer the client takes as the server's own envelope with code 200; null otherwise. */
  data: (a: EarlyAnswer | null | undefined) => { v: unknown } | null;
}

/** Self-contained (part of the fillers' file). */
export function wireReaders(): WireReaders {
  const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  const int = function (v: unknown) {
    const n = typeof v === 'number' ? v : parseInt(str(v), 10);
    return isFinite(n) ? Math.trunc(n) : 0;
  };
  const optionalInt = function (v: unknown) {
    if (typeof v === 'number') return isFinite(v) ? Math.trunc(v) : null;
    const s = str(v).trim();
    return /^-?\d+(\.\d+)?$/.test(s) ? Math.trunc(Number(s)) : null;
  };
  const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
  const data = function (a: EarlyAnswer | null | undefined) {
    if (!a || a.status < 200 || a.status > 299) return null;
    try {
      const j = JSON.parse(a.text);
      return isObject(j) && 'code' in j && Number(j.code) === 200 ? { v: j.data } : null;
    } catch {
      return null;
    }
  };
  const money = function (cents: number) {
    const t = String(Math.abs(cents)).padStart(3, '0');
    return (cents < 0 ? '-' : '') + t.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',') + '.' + t.slice(-2);
  };
  return { str, int, optionalInt, flag: (v: unknown) => v === true || int(v) === 1, isObject, money, data };
}
