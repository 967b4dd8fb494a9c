import { BlockList, isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';

/** The proxies (`TRUSTED_PROXIES`) whose `x-forwarded-for` entries are believed. */
export interface TrustedProxies {
  trusts(address: string): boolean;
}

/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack socket) is `10.0.0.1`. */
function normalize(address: string): string {
  const mapped = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return isIP(mapped) === 4 ? mapped : address;
}

/**
 * `TRUSTED_PROXIES`: `none`, or a comma-separated list of addresses and CIDR ranges
 * (`10.0.0.0/8, 2001:db8::/32, 127.0.0.1`). Throws naming the first entry that is neither.
 */
export function parseTrustedProxies(value: string): TrustedProxies {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 1 && entries[0] === 'none') return { trusts: () => false };
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? undefined : Number(prefix);
    const maxBits = family === 4 ? 32 : 128;
    if (
      family === 0 ||
      rest.length > 0 ||
      (bits !== undefined && (!Number.isInteger(bits) || bits < 0 || bits > maxBits))
    ) {
      throw new Error(`${entry} is not an IP address or CIDR range (or use none)`);
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
  }
  return {
    trusts(address) {
      const normalized = normalize(address);
      const family = isIP(normalized);
      return family !== 0 && list.check(normalized, family === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

/** This machine's addresses: the default of `TRUSTED_PROXIES` (the apps' static servers run here). */
export const LOOPBACK_RANGES = '127.0.0.0/8,::1';
export const LOOPBACK = parseTrustedProxies(LOOPBACK_RANGES);

/**
 * The client's IP address. A request from a trusted proxy (by default this machine: the apps' static
 * servers forward `/api`) carries `x-forwarded-for`, to which each proxy appended the address it saw:
 * read from the right, the first address that is not a trusted proxy is the client, whatever a client
 * wrote further left. From anywhere else the header could be made up, so the peer's address is taken.
 */
export function clientIpOf(request: IncomingMessage, trusted: TrustedProxies): string {
  let client = normalize(request.socket.remoteAddress ?? 'unknown');
  if (!trusted.trusts(client)) return client;
  const header = request.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  for (let index = hops.length - 1; index >= 0; index--) {
    const hop = normalize(hops[index] ?? '');
    // Not an address: the chain cannot be followed further than the last trusted hop.
    if (isIP(hop) === 0) return client;
    client = hop;
    if (!trusted.trusts(hop)) return hop;
  }
  return client;
}
