/**
 * The key under which per-address limits count a client. One IPv6 subscriber usually holds a
 * whole /64 (and may pick any address in it at will), so an IPv6 address counts as its /64; an
 * IPv4 address, and an IPv4-mapped IPv6 address (`::ffff:203.0.113.7`, how a dual-stack socket
 * reports an IPv4 client), counts as the full IPv4 address. Every rate-limit and guess key that
 * names a client address goes through this one function.
 */
import { isIPv4, isIPv6 } from 'node:net';

/** `203.0.113.7` → `203.0.113.7`; `2001:db8:1:2:3:4:5:6` → `2001:db8:1:2::/64`. */
export function addressKey(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, '');
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address.slice(0, 64);
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [hi, lo] = [groups[6] ?? 0, groups[7] ?? 0];
    return `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (a dotted IPv4 tail becomes two groups). */
function ipv6Groups(address: string): number[] {
  const parse = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((g) => {
          if (!g.includes('.')) return [Number.parseInt(g, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = g.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head = '', tail] = address.split('::');
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const zeros = new Array<number>(Math.max(0, 8 - left.length - right.length)).fill(0);
  return [...left, ...zeros, ...right];
}
