import 'server-only';
import { Server, type IncomingMessage, type ServerResponse } from 'node:http';
import { securityHeaders } from '@/lib/security-headers';
import { allowedMethods, allowHeader } from './allowed-methods';

/** The path of a request target: origin-form (`/a?b`) as browsers send it, or absolute-form as a proxy may. */
function pathOf(target: string): string {
  if (target.startsWith('/')) {
    const end = target.indexOf('?');
    return end === -1 ? target : target.slice(0, end);
  }
  try {
    return new URL(target).pathname;
  } catch {
    // `OPTIONS *` and the like name no path: nothing but a read is answered there.
    return target;
  }
}

/**
 * Answers a request its path does not take with 405, `Allow` and the security headers, without reading its body:
 * `true` when it did. A read of anything but the API passes at the cost of a string comparison or two.
 */
export function refuseMethod(request: IncomingMessage, response: ServerResponse): boolean {
  const { method = 'GET', url = '/' } = request;
  if ((method === 'GET' || method === 'HEAD') && url.startsWith('/') && !url.startsWith('/api/')) return false;
  const allowed = allowedMethods(pathOf(url));
  if ((allowed as readonly string[]).includes(method)) return false;
  response.statusCode = 405;
  for (const { key, value } of securityHeaders) response.setHeader(key, value);
  response.setHeader('Allow', allowHeader(allowed));
  response.setHeader('Content-Type', 'text/plain; charset=utf-8');
  // A body nobody reads is not waited for: the connection closes after the answer.
  if (request.headers['content-length'] || request.headers['transfer-encoding'])
    response.setHeader('Connection', 'close');
  response.end('Method Not Allowed');
  return true;
}

const installed = Symbol.for('site.method-guard');

/**
 * Under `next start`: every request passes `refuseMethod` before Next sees it (docs/architecture.md#methods), so no
 * method but GET or HEAD reaches a page, a file or a cached handler, whose stale entry Next would otherwise
 * regenerate with that method and keep; TRACE included, for which Next cannot even build a `Request`. Next owns
 * the HTTP server and offers no hook before its router, so the guard wraps the `emit` that hands each request to
 * its listener (docs/workarounds.md#odd-methods-refused-before-next); installed once per process.
 */
export function installMethodGuard(): void {
  const prototype = Server.prototype as Server & { [installed]?: true };
  if (prototype[installed]) return;
  prototype[installed] = true;
  const emit = prototype.emit as (this: Server, event: string | symbol, ...args: unknown[]) => boolean;
  prototype.emit = function guardedEmit(this: Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request' && refuseMethod(args[0] as IncomingMessage, args[1] as ServerResponse)) return true;
    return emit.call(this, event, ...args);
  } as Server['emit'];
}
