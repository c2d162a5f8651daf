import 'server-only';
import { Server, type IncomingMessage, type ServerResponse } from 'node:http';
import proxyaddr from 'proxy-addr';
import { env } from '@/lib/env';
import { securityHeaders } from '@/lib/security-headers';
import { allowedMethods } from './allowed-methods';

/** The peers whose X-Forwarded-For is read (TRUSTED_PROXIES); a malformed entry fails at start. */
const trustedProxies = proxyaddr.compile(
  env.TRUSTED_PROXIES.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean),
);

/**
 * The client's address (docs/architecture.md#client-address): the socket's peer, unless the peer is a trusted proxy,
 * whose X-Forwarded-For is then read from the right past every trusted address (Express's "trust proxy").
 */
export const clientAddress = (request: IncomingMessage, trust = trustedProxies) => proxyaddr(request, trust) ?? '';

function refuse(response: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  response.statusCode = status;
  for (const { key, value } of securityHeaders) response.setHeader(key, value);
  for (const [key, value] of Object.entries({ ...headers, 'Content-Type': 'text/plain; charset=utf-8' }))
    response.setHeader(key, value);
  response.end(text);
  return true;
}

/**
 * What every request meets under `next start` before Next: a request target naming another host is refused (400),
 * the client's address is written as the one X-Forwarded-For entry, and a method its path does not take gets 405
 * with `Allow`, its body unread. `true` when it answered.
 */
export function guardRequest(request: IncomingMessage, response: ServerResponse, trust = trustedProxies): boolean {
  const { method = 'GET' } = request;
  let url = request.url ?? '/';
  if (!url.startsWith('/')) {
    // Absolute form, as a proxy may send it: Next would redirect to the host it names.
    const target = URL.canParse(url) ? new URL(url) : undefined;
    if (target?.host !== request.headers.host) return refuse(response, 400, 'Bad Request', { Connection: 'close' });
    url = request.url = target!.pathname + target!.search;
  }
  request.headers['x-forwarded-for'] = clientAddress(request, trust);
  if ((method === 'GET' || method === 'HEAD') && !url.startsWith('/api/')) return false;
  const allowed = allowedMethods(url.split('?')[0]);
  if (allowed.includes(method)) return false;
  // A body nobody reads is not waited for: the connection closes after the answer.
  const body = request.headers['content-length'] || request.headers['transfer-encoding'];
  return refuse(response, 405, 'Method Not Allowed', {
    Allow: allowed.join(', '),
    ...(body && { Connection: 'close' }),
  });
}

const installed = Symbol.for('site.method-guard');

/**
 * Next owns the HTTP server of `next start` and offers no hook before its router, so the guard wraps the `emit` that
 * hands each request to its listener (docs/workarounds.md#odd-methods-refused-before-next), once per process.
 */
export function installMethodGuard(): void {
  const prototype = Server.prototype as Server & { [installed]?: true };
  if (prototype[installed]) return;
  prototype[installed] = true;
  const emit = prototype.emit as (this: Server, event: string | symbol, ...args: unknown[]) => boolean;
  prototype.emit = function guardedEmit(this: Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request' && guardRequest(args[0] as IncomingMessage, args[1] as ServerResponse)) return true;
    return emit.call(this, event, ...args);
  } as Server['emit'];
}
