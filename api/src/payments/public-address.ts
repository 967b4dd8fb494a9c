import { lookup as callbackLookup, type LookupAddress } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Which addresses the server may send a webhook to: public unicast only. Everything else — its own
 * machine, the private networks around it, the cloud's metadata service, ranges reserved for
 * documentation or benchmarks — is what an attacker would point a webhook at (SSRF). This is the one
 * classifier: Settings refuses such a URL when it is saved, and the sender refuses it again at each
 * attempt, on the address actually connected to.
 */

type Family = 'ipv4' | 'ipv6';

/** A range, and how a refusal names an address in it. */
function range(description: string, network: string, prefix: number, family: Family) {
  const list = new BlockList();
  list.addSubnet(network, prefix, family);
  return { description, contains: (address: string) => list.check(address, family) };
}

// First match names the address, so a narrower range comes before a wider one that holds it.
const IPV4_RANGES = [
  range('the unspecified address', '0.0.0.0', 32, 'ipv4'),
  range('an unspecified ("this network") address', '0.0.0.0', 8, 'ipv4'),
  range('a loopback address', '127.0.0.0', 8, 'ipv4'),
  range('a private address', '10.0.0.0', 8, 'ipv4'),
  range('a private address', '172.16.0.0', 12, 'ipv4'),
  range('a private address', '192.168.0.0', 16, 'ipv4'),
  range('a shared (carrier-grade NAT) address', '100.64.0.0', 10, 'ipv4'),
  range('a link-local address', '169.254.0.0', 16, 'ipv4'),
  range('a reserved (IETF protocol) address', '192.0.0.0', 24, 'ipv4'),
  range('a documentation address', '192.0.2.0', 24, 'ipv4'),
  range('a documentation address', '198.51.100.0', 24, 'ipv4'),
  range('a documentation address', '203.0.113.0', 24, 'ipv4'),
  range('a reserved (6to4 relay) address', '192.88.99.0', 24, 'ipv4'),
  range('a benchmarking address', '198.18.0.0', 15, 'ipv4'),
  range('a multicast address', '224.0.0.0', 4, 'ipv4'),
  range('the broadcast address', '255.255.255.255', 32, 'ipv4'),
  range('a reserved address', '240.0.0.0', 4, 'ipv4'),
];

const IPV6_RANGES = [
  range('the unspecified address', '::', 128, 'ipv6'),
  range('a loopback address', '::1', 128, 'ipv6'),
  range('a reserved (IPv4-compatible) address', '::', 96, 'ipv6'),
  range('a discard-only address', '100::', 64, 'ipv6'),
  range('a local-use NAT64 address', '64:ff9b:1::', 48, 'ipv6'),
  range('a documentation address', '2001:db8::', 32, 'ipv6'),
  range('a documentation address', '3fff::', 20, 'ipv6'),
  range('a Teredo tunnel address', '2001::', 32, 'ipv6'),
  range('a benchmarking address', '2001:2::', 48, 'ipv6'),
  range('a reserved (ORCHID) address', '2001:10::', 28, 'ipv6'),
  range('a reserved (ORCHID) address', '2001:20::', 28, 'ipv6'),
  range('a private (unique local) address', 'fc00::', 7, 'ipv6'),
  range('a link-local address', 'fe80::', 10, 'ipv6'),
  range('a site-local address', 'fec0::', 10, 'ipv6'),
  range('a multicast address', 'ff00::', 8, 'ipv6'),
];
const IPV4_MAPPED = range('', '::ffff:0:0', 96, 'ipv6');
const NAT64 = range('', '64:ff9b::', 96, 'ipv6');
const SIX_TO_FOUR = range('', '2002::', 16, 'ipv6');
const GLOBAL_UNICAST = range('', '2000::', 3, 'ipv6');

/** The eight 16-bit groups of a valid IPv6 address (a trailing dotted IPv4 makes the last two). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0] ?? '';
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const [head = '', tail] = text.split('::');
  if (tail === undefined) return parse(head);
  const left = parse(head);
  const right = parse(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** The IPv4 address held by two 16-bit groups. */
function ipv4Of(high: number, low: number): string {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/**
 * How a refusal names `address` when it is not a public unicast address (`'a loopback address'`,
 * `'a documentation address'`, …); undefined when it is public. Anything that is not an IP address is
 * refused too. IPv4-mapped IPv6 addresses are refused whatever they hold (a URL has no reason to use
 * one); NAT64 (64:ff9b::/96) and 6to4 (2002::/16) addresses are judged by the IPv4 address they hold.
 */
export function nonPublicAddress(address: string): string | undefined {
  const family = isIP(address);
  if (family === 4) return IPV4_RANGES.find((entry) => entry.contains(address))?.description;
  if (family !== 6) return 'not an IP address';
  const bare = address.split('%')[0] ?? '';
  const groups = ipv6Groups(bare);
  if (IPV4_MAPPED.contains(bare))
    return `an IPv4-mapped address (of ${ipv4Of(groups[6] ?? 0, groups[7] ?? 0)})`;
  const embedded = NAT64.contains(bare)
    ? { form: 'NAT64', ipv4: ipv4Of(groups[6] ?? 0, groups[7] ?? 0) }
    : SIX_TO_FOUR.contains(bare)
      ? { form: '6to4', ipv4: ipv4Of(groups[1] ?? 0, groups[2] ?? 0) }
      : undefined;
  if (embedded) {
    const inner = nonPublicAddress(embedded.ipv4);
    return inner ? `a ${embedded.form} address of ${embedded.ipv4}, ${inner}` : undefined;
  }
  const named = IPV6_RANGES.find((entry) => entry.contains(bare))?.description;
  if (named) return named;
  return GLOBAL_UNICAST.contains(bare) ? undefined : 'a reserved address';
}

export function isPublicAddress(address: string): boolean {
  return nonPublicAddress(address) === undefined;
}

/** `localhost` and its subdomains always mean this machine (RFC 6761), whatever DNS would say. */
function isLocalhostName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

/** Every address a host name resolves to, as the system resolver gives them. */
export type ResolveAll = (hostname: string) => Promise<string[]>;

const RESOLVE_TIMEOUT_MS = 5000;

const resolveAll: ResolveAll = async (hostname) => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error('DNS lookup timed out'), { code: 'ETIMEOUT' })),
      RESOLVE_TIMEOUT_MS,
    );
  });
  try {
    const answers = await Promise.race([dnsLookup(hostname, { all: true, verbatim: true }), timeout]);
    return answers.map((answer) => answer.address);
  } finally {
    clearTimeout(timer);
  }
};

const NEVER_SENT = 'which webhooks are never sent to';

/**
 * Why the server would never send a webhook to `url` (its host is, or resolves to, an address that is
 * not public), in words for the owner; undefined when it would. `url` is an http(s) URL.
 */
export async function webhookUrlRefusal(
  url: string,
  resolve: ResolveAll = resolveAll,
): Promise<string | undefined> {
  const hostname = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (isIP(hostname)) {
    const description = nonPublicAddress(hostname);
    return description ? `${hostname} is ${description}, ${NEVER_SENT}` : undefined;
  }
  if (isLocalhostName(hostname)) return `${hostname} names this server itself, ${NEVER_SENT}`;
  let addresses: string[];
  try {
    addresses = await resolve(hostname);
  } catch (error) {
    // Duck-typed: the resolver's errors may come from another realm (Jest's VM), failing instanceof.
    const code =
      typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : 'no answer';
    return `${hostname} could not be resolved to an address (${code})`;
  }
  if (addresses.length === 0) return `${hostname} could not be resolved to an address (no answer)`;
  const refused = addresses.flatMap((address) => {
    const description = nonPublicAddress(address);
    return description ? [`${address} (${description})`] : [];
  });
  return refused.length > 0 ? `${hostname} resolves to ${refused.join(', ')}, ${NEVER_SENT}` : undefined;
}

/**
 * A socket `lookup` that resolves like the system but refuses a host any of whose addresses is not
 * public (error code EPRIVATE, with `message`): checked on the address actually connected to, so a
 * DNS answer that changes between a check and the request cannot reach a private address. The
 * webhook sender and the NFT metadata reader connect through it.
 */
export function publicAddressesOnly(message: string): LookupFunction {
  return (hostname, options, callback) => {
    callbackLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) {
        callback(error, '', 0);
        return;
      }
      if (addresses.length === 0 || addresses.some((entry) => !isPublicAddress(entry.address))) {
        callback(Object.assign(new Error(message), { code: 'EPRIVATE' }), '', 0);
        return;
      }
      if (options.all) {
        callback(null, addresses);
        return;
      }
      const [first] = addresses;
      callback(null, first?.address ?? '', first?.family ?? 4);
    });
  };
}
