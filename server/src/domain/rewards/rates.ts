/** Rebate rates: basis points (50 = 0.50 %) and the percent text operators and the wire use. */

/** Basis points → the wire's percent text ("0.50"). */
export function formatRate(bp: number): string {
  return `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;
}

/** "0.5", "1.25", "1" → basis points; null for anything else (more than 2 decimals, signs, > 100 %). */
export function parseRate(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= 10_000 ? bp : null;
}
