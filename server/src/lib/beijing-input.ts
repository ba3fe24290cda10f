/** Operator-typed Beijing times ('YYYY-MM-DD', 'YYYY-MM-DD HH:mm', 'YYYY-MM-DD HH:mm:ss') as instants. */
const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;
const RE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** null when the text is not such a time or names a day that does not exist (2024-02-30). */
export function parseBeijingInput(text: string): Date | null {
  const m = RE.exec(text.trim());
  if (!m) return null;
  const [y, mo, d, h = '0', mi = '0', s = '0'] = m.slice(1).map((v) => v ?? undefined) as string[];
  const utc = Date.UTC(+y!, +mo! - 1, +d!, +h, +mi, +s);
  const check = new Date(utc);
  if (check.getUTCMonth() !== +mo! - 1 || check.getUTCDate() !== +d! || +h > 23 || +mi > 59 || +s > 59) return null;
  return new Date(utc - BEIJING_OFFSET_MS);
}
