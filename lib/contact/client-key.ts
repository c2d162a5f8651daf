import 'server-only';
import { serverEnv } from '@/lib/server-env';

// The longest address text (IPv6 with a zone); anything longer is not an address a proxy wrote.
const maxAddressLength = 64;

type ProxySetup = { onVercel: boolean; trustedHops: number };

const deployment: ProxySetup = { onVercel: Boolean(serverEnv.VERCEL), trustedHops: serverEnv.TRUSTED_PROXY_HOPS };

/**
 * The rate limit's key: the visitor's address as the nearest trusted proxy saw it, never one the visitor wrote
 * (docs/architecture.md#client-address). On Vercel, its own client-address header, which it overwrites on every
 * request. Elsewhere each proxy appends the address it received the request from to X-Forwarded-For, so the entries a
 * visitor can forge are on the left: the key is the right-most entry once the `trustedHops - 1` further proxies of ours
 * are skipped. `next start` fills the header from the socket only when it is missing (README, Deploy).
 */
export function clientKey(request: Request, { onVercel, trustedHops }: ProxySetup = deployment): string {
  const vercelAddress = onVercel ? request.headers.get('x-vercel-forwarded-for')?.split(',')[0] : undefined;
  const entries = (request.headers.get('x-forwarded-for') ?? '').split(',');
  const address = (vercelAddress ?? entries[Math.max(0, entries.length - trustedHops)]).trim();
  return address.slice(0, maxAddressLength) || 'unknown';
}
