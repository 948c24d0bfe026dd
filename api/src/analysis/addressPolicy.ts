import type { LookupAddress } from 'node:dns';
import ipaddr from 'ipaddr.js';

/** Resolves a host name to all its addresses (node:dns lookup with `all: true`); tests inject one. */
export type Resolver = (
  hostname: string,
  options: { family?: number | 'IPv4' | 'IPv6'; hints?: number; all: true },
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

export interface AddressPolicy {
  /** Lets 127.0.0.1 (and only it) through: tests and local demos (ANALYSIS_ALLOW_LOOPBACK). */
  allowLoopback: boolean;
  /** How host names are resolved (default: the system resolver, node:dns lookup). */
  resolve?: Resolver;
}

/**
 * Names refused before any look-up: loopback and private-use names (RFC 6761 `localhost`, the
 * `.internal`, `.local` and `.localdomain` private namespaces) and cloud metadata names, whatever a
 * resolver would answer for them.
 */
const LOCAL_NAME = /(^|\.)(localhost|internal|local|localdomain|home\.arpa)$/i;
const METADATA_NAMES = new Set(['metadata', 'metadata.goog', 'metadata.google.internal', 'instance-data', 'instance-data.ec2.internal']);

/** Why a host name must not be fetched (refused by name alone), or null when it may be resolved. */
export function refusedName(hostname: string): string | null {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  if (METADATA_NAMES.has(name)) return `${name} is a cloud metadata host name`;
  if (LOCAL_NAME.test(name)) return `${name} is a local host name`;
  return null;
}

const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');

/**
 * Why an address must not be fetched, or null when it may be. Only public unicast addresses pass:
 * private, loopback, link-local (cloud metadata 169.254.169.254), carrier-grade NAT (100.100.100.200),
 * unique-local (fd00:ec2::254), multicast, reserved and unspecified addresses are refused, and an
 * IPv6 address is judged by the IPv4 address it maps or embeds (::ffff:127.0.0.1, NAT64, 6to4).
 */
export function refusedAddress(address: string, policy: AddressPolicy): string | null {
  if (!ipaddr.isValid(address)) return `'${address}' is not an IP address`;
  let ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
  const range = ip.range();
  const text = ip.toString();
  if (ip.kind() === 'ipv4') {
    if (range === 'unicast') return null;
    if (policy.allowLoopback && text === '127.0.0.1') return null;
    return `${text} is ${describe(range)} address`;
  }
  if (range === 'unicast' && (ip as ipaddr.IPv6).match(GLOBAL_UNICAST_V6)) return null;
  return `${text} is ${describe(range === 'unicast' ? 'non-global' : range)} address`;
}

const LABELS: Record<string, string> = {
  private: 'a private',
  loopback: 'a loopback',
  linkLocal: 'a link-local',
  carrierGradeNat: 'a carrier-grade NAT',
  uniqueLocal: 'a unique-local',
  rfc6052: 'a NAT64',
  rfc6145: 'an IPv4-translated',
  '6to4': 'a 6to4',
  teredo: 'a Teredo',
  unspecified: 'an unspecified',
  multicast: 'a multicast',
  broadcast: 'a broadcast',
  'non-global': 'a non-global',
};

function describe(range: string): string {
  return LABELS[range] ?? `a reserved (${range})`;
}
