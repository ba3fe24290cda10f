/**
 * TRUST_PROXY's list (addresses and CIDR ranges of the operator's own proxies): its syntax, and
 * whether a connection's peer is on it. Fastify (proxy-addr) decides request.ip from the same
 * list; this answers the one question it does not expose: did an untrusted peer send
 * X-Forwarded-For (plugins/external/forwarded.ts warns about it).
 */
import { BlockList, isIP } from 'node:net';

/** `203.0.113.7`, `2001:db8::1`, `10.0.0.0/8`, `2001:db8::/32`. */
export function isProxyEntry(entry: string): boolean {
  const [address = '', bits, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** `::ffff:a.b.c.d` (an IPv4 client on a dual-stack socket) is that IPv4 address. */
function plain(address: string): string {
  return address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
}

/** A test of a peer address against the list (entries already checked by isProxyEntry). */
export function trustedPeer(entries: string[]): (peer: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const type = isIP(plain(address)) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(plain(address), type);
    else list.addSubnet(plain(address), Number(bits), type);
  }
  return (peer) => {
    const address = plain(peer);
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
}
