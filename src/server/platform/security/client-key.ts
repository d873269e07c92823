import { isIPv6 } from 'node:net';

/**
 * The key a client's rate-limit budgets are counted under: an IPv4 address as it is, an IPv6 address by its /64
 * prefix. One home or phone line gets a whole /64 and may pick any address in it, so a budget per full IPv6 address
 * would be 2^64 budgets. An IPv4 address mapped into IPv6 (`::ffff:1.2.3.4`) is that IPv4 address.
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const address = ip.split('%')[0]!; // a zone index (fe80::1%eth0) is not part of the address
  if (!isIPv6(address)) return ip;
  const [head = '', tail = ''] = address.toLowerCase().split('::') as [string, string?];
  // Each part's 16-bit groups; an IPv4 tail (::1.2.3.4) fills the last two, never the /64 prefix.
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])));
  const headGroups = groupsOf(head);
  const tailGroups = groupsOf(tail);
  const groups = [...headGroups, ...Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'), ...tailGroups];
  const prefix = groups.slice(0, 4).map((g) => parseInt(g, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}
