import 'server-only';
import ipaddr from 'ipaddr.js';
import { serverEnv } from '@/lib/server-env';

/**
 * The longest address text a proxy writes (IPv6 with a zone and a port); anything longer is not one.
 * @public named in docs/behaviour/constants.md
 */
export const maxAddressLength = 64;

type ProxySetup = { onVercel: boolean; trustedHops: number };

const deployment: ProxySetup = { onVercel: Boolean(serverEnv.VERCEL), trustedHops: serverEnv.TRUSTED_PROXY_HOPS };

/** `198.18.99.7:50001` -> `198.18.99.7`, `[2001:db8::1]:443` -> `2001:db8::1`; a bare IPv6 address keeps its colons. */
function withoutPort(address: string): string {
  const bracketed = /^\[([^\]]*)\](?::\d*)?$/.exec(address);
  if (bracketed) return bracketed[1];
  const ipv4WithPort = /^([\d.]+):\d*$/.exec(address);
  return ipv4WithPort ? ipv4WithPort[1] : address;
}

/**
 * One client, one key, however its address is written: an IPv4 address (also when written as IPv4-mapped IPv6)
 * in its plain form, an IPv6 address as its /64 network, the block one subscriber gets, so that the rest of it,
 * which the subscriber picks freely, never makes a new client. Anything else is no address: one shared key.
 */
function normalisedAddress(text: string): string {
  if (text.length === 0) return 'unknown';
  if (text.length > maxAddressLength) return 'invalid';
  let address: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    address = ipaddr.process(withoutPort(text));
  } catch {
    return 'invalid';
  }
  if (address.kind() === 'ipv4') return address.toString();
  const network = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${network.join(':')}::/64`;
}

/**
 * The rate limit's key: the visitor's address as the nearest trusted proxy saw it, never one the visitor wrote
 * (docs/architecture.md#client-address). On Vercel, its own client-address header, which it overwrites on every
 * request. Elsewhere each proxy appends the address it received the request from to X-Forwarded-For, so the entries a
 * visitor can forge are on the left: the key is the right-most entry once the `trustedHops - 1` further proxies of ours
 * are skipped. `next start` fills the header from the socket only when it is missing (docs/architecture.md#client-address).
 */
export function clientKey(request: Request, { onVercel, trustedHops }: ProxySetup = deployment): string {
  const vercelAddress = onVercel ? request.headers.get('x-vercel-forwarded-for')?.split(',')[0] : undefined;
  const entries = (request.headers.get('x-forwarded-for') ?? '').split(',');
  return normalisedAddress((vercelAddress ?? entries[Math.max(0, entries.length - trustedHops)]).trim());
}
