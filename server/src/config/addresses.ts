/** The variables that name addresses and origins: proxies, /admin's allow list, PUBLIC_URL, ALLOWED_ORIGINS. */
import { allowList } from '../lib/address-ranges.ts';
import { isProxyEntry } from '../lib/trusted-proxies.ts';
import { list } from './parsers.ts';

/**
 * TRUST_PROXY: a list of addresses or CIDR ranges, or `none` (clients connect directly); the old
 * on/off form is refused with the way to write it, and so is anything that is not an address.
 */
export function proxies(value: string | undefined): string[] {
  const text = (value ?? '').toLowerCase();
  if (['', 'none', '0', 'false', 'off', 'no'].includes(text)) return [];
  if (['1', 'true', 'on', 'yes'].includes(text))
    throw new Error(
      `TRUST_PROXY takes the addresses of your proxies (e.g. "127.0.0.1" or "10.0.0.0/8,172.16.0.1"), not "${value}": trusting every hop lets anyone claim any address`,
    );
  const entries = list(value);
  for (const entry of entries)
    if (!isProxyEntry(entry))
      throw new Error(
        `TRUST_PROXY takes the addresses or CIDR ranges of your proxies (e.g. "127.0.0.1" or "10.0.0.0/8,172.16.0.1"), or none, not "${entry}"`,
      );
  return entries;
}

/** PUBLIC_URL must be an http(s) origin (no path): absolute URLs are built on it. */
export function origin(value: string | undefined, raw: string | undefined): string | null {
  if (value === undefined) return null;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL must be an origin like https://m.example.com, got "${raw}"`);
  }
  if (!/^https?:$/.test(parsed.protocol) || (parsed.pathname !== '/' && parsed.pathname !== ''))
    throw new Error(`PUBLIC_URL must be an origin like https://m.example.com, got "${raw}"`);
  return parsed.origin;
}

/** A host name or a bracketed IPv6 address: nothing that could end or extend a CSP source. */
const PLAIN_HOST = /^[a-z0-9.-]+$|^\[[0-9a-f:.]+\]$/;

/**
 * ALLOWED_ORIGINS: http(s) origins only, in their serialised form (what browsers send as Origin).
 * They are written into frame-ancestors, so `*`, wildcards, paths and stray characters are refused.
 */
export function origins(value: string | undefined): string[] {
  return list(value).map((item) => {
    let parsed: URL | null;
    try {
      parsed = new URL(item);
    } catch {
      parsed = null;
    }
    if (
      parsed === null ||
      !/^https?:$/.test(parsed.protocol) ||
      !PLAIN_HOST.test(parsed.hostname) ||
      parsed.pathname !== '/' ||
      parsed.search !== '' ||
      parsed.hash !== '' ||
      parsed.username !== '' ||
      parsed.password !== ''
    )
      throw new Error(
        `ALLOWED_ORIGINS takes comma-separated origins like https://m.example.com (no "*", no path), got "${item}"`,
      );
    return parsed.origin;
  });
}

/** ADMIN_ALLOW_FROM: addresses or CIDR ranges (IPv4 or IPv6), each checked now rather than at a call. */
export function addressRanges(value: string | undefined): string[] {
  const ranges = list(value);
  for (const range of ranges) {
    try {
      allowList([range]);
    } catch {
      throw new Error(`ADMIN_ALLOW_FROM takes addresses or CIDR ranges like 10.0.0.0/8,::1, got "${range}"`);
    }
  }
  return ranges;
}
