/**
 * What the database announces on the chat channel about the member cache's data (migrations
 * 040 and 050): `r<hash>,…` tokens deleted, `t<hash>` a token's times moved back, `u<id>` a
 * member's status changed, `a<id>,…` ledger account balances changed. Anything else is not
 * ours (room frames): null.
 */
export type CacheNotice =
  { kind: 'tokens'; hashes: string[] } | { kind: 'user'; userId: number } | { kind: 'accounts'; ids: number[] };

const HASH_RE = /^[0-9a-f]{64}$/;

export function decodeCacheNotice(payload: string): CacheNotice | null {
  const tag = payload[0];
  const body = payload.slice(1);
  if (tag === 'r' || tag === 't') return { kind: 'tokens', hashes: body.split(',').filter((h) => HASH_RE.test(h)) };
  if (tag === 'u' && /^\d+$/.test(body)) return { kind: 'user', userId: Number(body) };
  if (tag === 'a' && /^\d+(,\d+)*$/.test(body)) return { kind: 'accounts', ids: body.split(',').map(Number) };
  return null;
}
