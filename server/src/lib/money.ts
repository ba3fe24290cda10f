/**
 * Money is integer minor units (cents) as bigint everywhere inside the server.
 * Decimal strings are parsed digit by digit, never through a float.
 */

/** Up to 13 integer digits keeps every amount far inside bigint and PostgreSQL bigint. */
const AMOUNT_RE = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/** "12", "12.3", "12.30" → 1230n. Returns null for anything else (signs, exponents, 3 decimals). */
export function parseAmount(input: unknown): bigint | null {
  if (typeof input !== 'string') return null;
  const match = AMOUNT_RE.exec(input.trim());
  if (!match) return null;
  const whole = BigInt(match[1]!);
  const fraction = BigInt((match[2] ?? '').padEnd(2, '0'));
  return whole * 100n + fraction;
}

/** An amount the input schema already checked (AmountField): its cents; anything else is a bug. */
export function amountCents(text: string): bigint {
  const cents = parseAmount(text);
  if (cents === null) throw new TypeError(`not a checked amount: ${text}`);
  return cents;
}

/** 1230n → "12.30"; -5n → "-0.05". The wire format of every money field. */
export function formatCents(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const whole = abs / 100n;
  const fraction = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/** Database drivers hand back bigint, number or string depending on the engine: one way in. */
export function toCents(value: unknown): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value);
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return BigInt(value);
  if (value === null || value === undefined) return 0n;
  throw new TypeError(`not an integer amount of cents: ${String(value)}`);
}
