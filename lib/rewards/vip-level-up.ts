/**
 * A VIP level-up, as this device sees it: the member's level is higher than the last level seen
 * here for that member (stored per member under KEYS.vipSeen, kept through logout). The first
 * level a device sees is only remembered: an old level is not news.
 */
import { KEYS, readJson, writeJson } from '@/lib/storage';

type Seen = Record<string, number>;

/** Records `level` as seen for `member`; true exactly when it is higher than the last one seen. */
export function noteVipLevel(member: string, level: number): boolean {
  if (!member || !(level > 0)) return false;
  const seen = readJson<Seen>(KEYS.vipSeen) ?? {};
  const last = typeof seen[member] === 'number' ? seen[member] : null;
  if (last === level) return false;
  writeJson(KEYS.vipSeen, { ...seen, [member]: level });
  return last !== null && level > last;
}
