import 'server-only';
import ipaddr from 'ipaddr.js';
import { serverEnv } from '@/lib/server-env';

/**
 * The longest address text a proxy writes (IPv6 with a zone and a port); anything longer is not one.
 * @public named in docs/behaviour/constants.md
 */
export const maxAddressLength = 64;

/**
 * One client, one key, however its address is written: IPv4 (also IPv4-mapped IPv6) in its plain form, IPv6 as its
 * /64, the block one subscriber gets and picks the rest of freely. Anything else is no address: one shared key.
 */
function normalisedAddress(text: string): string {
  if (text.length === 0) return 'unknown';
  if (text.length > maxAddressLength) return 'invalid';
  // `198.18.99.7:50001`, `[2001:db8::1]:443`: the port never makes a new client.
  const address = /^\[([^\]]*)\](?::\d*)?$/.exec(text)?.[1] ?? /^([\d.]+):\d*$/.exec(text)?.[1] ?? text;
  if (!ipaddr.isValid(address)) return 'invalid';
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  return `${(parsed as ipaddr.IPv6).parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`;
}

/**
 * The rate limit's key: the client's address, never one the client wrote (docs/architecture.md#client-address). On
 * Vercel, its own header, which it overwrites on every request; under `next start`, the one entry of X-Forwarded-For
 * that the method guard wrote from the socket and the trusted proxies (lib/http/method-guard.ts).
 */
export function clientKey(request: Request, onVercel = Boolean(serverEnv.VERCEL)): string {
  const entries = (request.headers.get(onVercel ? 'x-vercel-forwarded-for' : 'x-forwarded-for') ?? '').split(',');
  return normalisedAddress((onVercel ? entries[0] : entries.at(-1))!.trim());
}
