import { isIP } from 'node:net';
import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import type { RuleFailure } from '@dating/contract';

/** Every address a host name resolves to (node:dns/promises lookup with all: true). */
export type LookupAll = (hostname: string) => Promise<{ address: string; family: number }[]>;

/** The system resolver; read from the module at each call so a test can stand in a fake for it. */
export const systemLookupAll: LookupAll = (hostname) => lookup(hostname, { all: true, verbatim: true });

/** The push services of the big browsers: Chrome/Edge (FCM), Firefox, Safari, legacy Edge (WNS). */
export const KNOWN_PUSH_SERVICES = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
] as const;

/**
 * PUSH_SERVICE_HOSTS: comma-separated host names that endpoints may point at; `*.example.com` matches every
 * subdomain of example.com, the word `known` stands for KNOWN_PUSH_SERVICES. Unset or empty: any host whose
 * addresses are public.
 */
export function pushServiceHostsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  const entries = (env.PUSH_SERVICE_HOSTS ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  return entries.flatMap((e) => (e === 'known' ? [...KNOWN_PUSH_SERVICES] : [e]));
}

/** IPv6 global unicast (RFC 4291): nothing outside 2000::/3 is a public host address. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * Whether an address is an ordinary public unicast one. ipaddr.js names every special range (loopback,
 * private, link-local, unique-local, multicast, unspecified, broadcast, CGNAT, reserved and documentation
 * ranges, 6to4, Teredo, NAT64, ...) and answers 'unicast' only for the rest; an IPv4-mapped IPv6 address
 * is judged as the IPv4 address it carries.
 */
export function isPublicAddress(text: string): boolean {
  if (!ipaddr.isValid(text)) return false;
  let address = ipaddr.parse(text);
  if (address instanceof ipaddr.IPv6 && address.isIPv4MappedAddress()) address = address.toIPv4Address();
  if (address.range() !== 'unicast') return false;
  return address instanceof ipaddr.IPv4 || address.match(GLOBAL_UNICAST_V6);
}

function hostAllowed(host: string, allowedHosts: readonly string[]): boolean {
  if (allowedHosts.length === 0) return true;
  return allowedHosts.some((pattern) =>
    pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern,
  );
}

export interface PushEndpointPolicy {
  lookup: LookupAll;
  /** host patterns (see pushServiceHostsFromEnv); empty: any host with public addresses */
  allowedHosts: readonly string[];
}

export const pushServiceNotAllowed = (): RuleFailure => ({ code: 'push_service_not_allowed' });
export const pushEndpointNotPublic = (): RuleFailure => ({ code: 'push_endpoint_not_public' });

/**
 * Whether the server may contact a push endpoint (docs/architecture.md, Security rules: any URL the server contacts on
 * a member's behalf must resolve to a public address). Null when it may; otherwise the rule failure. The URL must
 * already be a valid https URL (validateHttpsUrl). Every address the host resolves to must be public: a name with one
 * private record among public ones could be made to connect to the private one.
 */
export async function checkPushEndpoint(url: string, policy: PushEndpointPolicy): Promise<RuleFailure | null> {
  const { hostname, protocol } = new URL(url);
  if (protocol !== 'https:') return pushEndpointNotPublic();
  // URL keeps an IPv6 literal in brackets; a trailing dot names the same host.
  const host = hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');
  if (!hostAllowed(host, policy.allowedHosts)) return pushServiceNotAllowed();
  if (isIP(host)) return isPublicAddress(host) ? null : pushEndpointNotPublic();
  let addresses: { address: string }[];
  try {
    addresses = await policy.lookup(host);
  } catch {
    return pushEndpointNotPublic(); // a name that does not resolve leads nowhere the server should go
  }
  const allPublic = addresses.length > 0 && addresses.every((a) => isPublicAddress(a.address));
  return allPublic ? null : pushEndpointNotPublic();
}
