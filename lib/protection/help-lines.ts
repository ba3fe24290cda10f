/**
 * The help lines of /responsible, from config.json `responsible.helpLines` (docs/OPERATIONS.md):
 * operators name the organisations of their market. The file is untrusted input: only well-typed
 * entries are kept, a web address only when it is http(s) (never javascript: or data:), a phone
 * only when it dials (digits, spaces, dashes, a leading +), and an entry that can be neither
 * called nor visited is dropped.
 */
export interface HelpLine {
  name: string;
  /** As shown; `tel` is what the link dials. */
  phone?: string;
  url?: string;
  hours?: string;
}

const PHONE = /^\+?[\d][\d\s-]{1,30}$/;

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

function webAddress(v: unknown): string | undefined {
  try {
    const url = new URL(text(v));
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function toHelpLine(raw: unknown): HelpLine | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const r = raw as Record<string, unknown>;
  const name = text(r.name);
  const phone = PHONE.test(text(r.phone)) ? text(r.phone) : undefined;
  const url = webAddress(r.url);
  if (!name || (!phone && !url)) return null;
  const hours = text(r.hours);
  return { name, ...(phone && { phone }), ...(url && { url }), ...(hours && { hours }) };
}

export function parseHelpLines(raw: unknown): HelpLine[] {
  return Array.isArray(raw) ? raw.map(toHelpLine).filter((x): x is HelpLine => x !== null) : [];
}

/** The tel: link of a shown number (spaces and dashes are for reading only). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[\s-]/g, '')}`;
