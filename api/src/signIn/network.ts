import ipaddr from 'ipaddr.js';

/** Where a sign-in comes from, as the limits count it. */
export interface ClientPlace {
  /** The address (IPv4-mapped IPv6 as IPv4); for IPv6 its /64, which one subscriber usually holds whole. */
  address: string;
  /** The network prefix: IPv4 /24, IPv6 /64. */
  network: string;
}

/** The address and network prefix of a client address; anything that is not an IP address stands for itself. */
export function clientPlace(ip: string): ClientPlace {
  if (!ipaddr.isValid(ip)) return { address: ip, network: ip };
  const parsed = ipaddr.process(ip);
  if (parsed.kind() === 'ipv4') {
    return { address: parsed.toString(), network: `${parsed.toByteArray().slice(0, 3).join('.')}.0/24` };
  }
  const network = `${(parsed as ipaddr.IPv6).parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`;
  return { address: network, network };
}
