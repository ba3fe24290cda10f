/**
 * An amount typed by a player ("100", "100.5", 100, "0.000"), read into cents without a float.
 * The caller picks the message for each outcome (transfer: 请输入操作金额！ / 操作金额不能为0！).
 */
import { parseAmount } from './money.ts';

export type AmountReading =
  | { kind: 'ok'; cents: bigint }
  | { kind: 'empty' }
  /** "0", "0.00", "0.000", "00": zero however it is written. */
  | { kind: 'zero' }
  /** Not a plain non-negative decimal with at most 2 decimals (signs, exponents, "1.234", text). */
  | { kind: 'invalid' };

const ZERO_RE = /^0*(?:\.0*)?$/;

export function readAmountInput(value: unknown): AmountReading {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { kind: 'invalid' };
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else if (value === undefined || value === null) {
    return { kind: 'empty' };
  } else {
    return { kind: 'invalid' };
  }
  if (text === '') return { kind: 'empty' };
  if (text.length > 20) return { kind: 'invalid' };
  if (ZERO_RE.test(text) && text !== '.') return { kind: 'zero' };
  const cents = parseAmount(text);
  return cents === null ? { kind: 'invalid' } : { kind: 'ok', cents };
}
