import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Where a webhook may go (SSRF): https to a public address. A demonstration or test start may
 * also post to this machine (loopback, http allowed), where the demo receiver listens.
 * Private, link-local, shared, documentation and multicast ranges are never a target. The URL
 * is checked when set, and again before each delivery: the host name is resolved at connect
 * time and every address it gives must pass (a name may point elsewhere since it was set).
 */
export interface WebhookUrlPolicy {
  allowLoopback: boolean;
}

export type WebhookUrlProblem = 'invalid' | 'notHttps' | 'privateAddress' | 'unresolvable';

export const MAX_WEBHOOK_URL_LENGTH = 2000;

const refused = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  refused.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  refused.addSubnet(network, prefix, 'ipv6');
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** An IPv4 address written as IPv6 (`::ffff:10.0.0.1`) is judged as the IPv4 address. */
function normalise(address: string): { address: string; family: 'ipv4' | 'ipv6' } | null {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped?.[1]) return { address: mapped[1], family: 'ipv4' };
  const version = isIP(bare);
  if (version === 4) return { address: bare, family: 'ipv4' };
  if (version === 6) {
    // `::ffff:a00:1`, the hex spelling of a mapped address.
    const hexMapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(bare);
    if (hexMapped?.[1] && hexMapped[2]) {
      const high = Number.parseInt(hexMapped[1], 16);
      const low = Number.parseInt(hexMapped[2], 16);
      return { address: `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`, family: 'ipv4' };
    }
    return { address: bare, family: 'ipv6' };
  }
  return null;
}

export type AddressClass = 'public' | 'loopback' | 'refused';

export function classifyAddress(address: string): AddressClass {
  const ip = normalise(address);
  if (!ip) return 'refused';
  if (loopback.check(ip.address, ip.family)) return 'loopback';
  return refused.check(ip.address, ip.family) ? 'refused' : 'public';
}

const isLoopbackName = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/** The checks that need no network: the URL's form, its scheme and a literal address. */
export function checkWebhookUrl(
  raw: string,
  policy: WebhookUrlPolicy,
): { ok: true; url: URL } | { ok: false; problem: WebhookUrlProblem } {
  if (raw.length > MAX_WEBHOOK_URL_LENGTH) return { ok: false, problem: 'invalid' };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, problem: 'invalid' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, problem: 'invalid' };
  // Credentials in a URL end up in logs; a receiver authenticates us by the signature.
  if (url.username || url.password || !url.hostname) return { ok: false, problem: 'invalid' };
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const literal = normalise(host);
  const kind: AddressClass | 'name' = literal
    ? classifyAddress(host)
    : isLoopbackName(host)
      ? 'loopback'
      : 'name';
  if (kind === 'refused') return { ok: false, problem: 'privateAddress' };
  if (kind === 'loopback') {
    return policy.allowLoopback ? { ok: true, url } : { ok: false, problem: 'privateAddress' };
  }
  if (url.protocol !== 'https:') return { ok: false, problem: 'notHttps' };
  return { ok: true, url };
}

/** Thrown from the guarded look-up: the name resolves to an address a webhook may not reach. */
export class RefusedAddressError extends Error {
  readonly code = 'EWEBHOOKADDRESS';
  constructor() {
    super('the webhook host resolves to an address that is not allowed');
  }
}

type Resolve = (hostname: string) => Promise<LookupAddress[]>;

const systemResolve: Resolve = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    );
  });

/** Every address of the name must be allowed; loopback only where the policy allows it. */
function allowedAddresses(addresses: LookupAddress[], policy: WebhookUrlPolicy): boolean {
  return (
    addresses.length > 0 &&
    addresses.every((entry) => {
      const kind = classifyAddress(entry.address);
      return kind === 'public' || (kind === 'loopback' && policy.allowLoopback);
    })
  );
}

/** Resolves the URL's host now and checks every address (used when a URL is set). */
export async function checkWebhookUrlResolves(
  url: URL,
  policy: WebhookUrlPolicy,
  resolve: Resolve = systemResolve,
): Promise<{ ok: true } | { ok: false; problem: WebhookUrlProblem }> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (normalise(host)) return { ok: true };
  let addresses: LookupAddress[];
  try {
    addresses = await resolve(host);
  } catch {
    return { ok: false, problem: 'unresolvable' };
  }
  return allowedAddresses(addresses, policy) ? { ok: true } : { ok: false, problem: 'privateAddress' };
}

/**
 * A `lookup` for the HTTP client: the connection goes only to addresses checked in the same
 * step, so a name cannot pass the check and then connect somewhere private (DNS rebinding).
 */
export function guardedLookup(policy: WebhookUrlPolicy, resolve: Resolve = systemResolve): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        if (!allowedAddresses(addresses, policy)) {
          callback(new RefusedAddressError(), '', 0);
          return;
        }
        const family = typeof options === 'object' ? options.family : options;
        const wanted =
          family === 4 || family === 6 ? addresses.filter((entry) => entry.family === family) : addresses;
        if (typeof options === 'object' && options.all) {
          (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, wanted);
          return;
        }
        const first = wanted[0];
        if (!first) callback(Object.assign(new Error('no address'), { code: 'ENOTFOUND' }), '', 0);
        else callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}
