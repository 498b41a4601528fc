import ipaddr from 'ipaddr.js';

/** Every global unicast IPv6 address lies in 2000::/3; the rest of the space is reserved, local or a translation of IPv4. */
const globalUnicastV6 = ipaddr.parseCIDR('2000::/3');

/**
 * Whether an IP address is one of the public Internet's, the only kind an outgoing call may reach.
 * Refused: loopback, private, link-local, unique-local, carrier-grade NAT, benchmarking, reserved
 * and documentation ranges, broadcast, multicast, unspecified; in IPv6 everything outside 2000::/3
 * (IPv4-compatible ::/96, NAT64 64:ff9b::/96 and 64:ff9b:1::/48 among them) and the tunnels that
 * carry an IPv4 address to wherever it points (6to4 2002::/16, Teredo 2001::/32). An IPv4-mapped
 * address (::ffff:a.b.c.d) is judged by its IPv4 address. Not an address at all: false.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return isPublicAddress(v6.toIPv4Address().toString());
  return v6.match(globalUnicastV6) && v6.range() === 'unicast';
}

/** An outgoing call refused because its address is not a public one. */
export class PrivateAddressError extends Error {
  override name = 'PrivateAddressError';
}

/** The host of a URL as an address, without the brackets of an IPv6 literal. */
export const bareHost = (hostname: string): string => hostname.replace(/^\[|\]$/g, '');
