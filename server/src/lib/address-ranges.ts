/**
 * Address allow-lists (ADMIN_ALLOW_FROM): addresses and CIDR ranges, IPv4 or IPv6, matched with
 * node:net's BlockList. A dual-stack socket reports an IPv4 client as `::ffff:a.b.c.d`: it is
 * matched as the IPv4 address it is.
 */
import { BlockList, isIPv4, isIPv6 } from 'node:net';

const MAPPED_V4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The ranges as one list; throws on anything that is not an address or a CIDR range. */
export function allowList(ranges: readonly string[]): BlockList {
  const list = new BlockList();
  for (const range of ranges) {
    const [address = '', bits, ...rest] = range.split('/');
    const family = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : null;
    if (!family || rest.length > 0) throw new Error(`not an address or CIDR range: ${range}`);
    if (bits === undefined) {
      list.addAddress(address, family);
      continue;
    }
    const prefix = /^\d{1,3}$/.test(bits) ? Number(bits) : NaN;
    if (!(prefix <= (family === 'ipv4' ? 32 : 128))) throw new Error(`not a CIDR range: ${range}`);
    list.addSubnet(address, prefix, family);
  }
  return list;
}

/** Whether `ip` (as Fastify reports the client) is in the list. */
export function allowed(list: BlockList, ip: string): boolean {
  const address = ip.replace(/%.*$/, '');
  const v4 = MAPPED_V4.exec(address)?.[1] ?? address;
  if (isIPv4(v4)) return list.check(v4, 'ipv4');
  return isIPv6(address) && list.check(address, 'ipv6');
}
