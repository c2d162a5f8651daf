import { createServer, request as forward, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What a page reports to the check, recorded from its first script on: errors thrown or logged, rejected promises,
 * resources that failed to load and Content-Security-Policy violations. WebKit's WebDriver cannot inject a script
 * before the page's own nor read the console, so the check reaches the site through this proxy, which writes
 * this script at the top of every page's `<head>` (the site's policy allows inline scripts).
 */
const captureScript = `<script>(()=>{const p=(window.__engineProblems=[]);const add=(t)=>p.push(String(t).slice(0,300));
const error=console.error;console.error=function(...a){add('console: '+a.map(String).join(' '));return error.apply(this,a)};
addEventListener('error',(e)=>{const t=e.target;if(t&&t!==window&&(t.src||t.href))add('failed to load: '+(t.src||t.href));else add('uncaught: '+(e.error&&e.error.message||e.message))},true);
addEventListener('unhandledrejection',(e)=>add('unhandled rejection: '+(e.reason&&e.reason.message||e.reason)));
document.addEventListener('securitypolicyviolation',(e)=>add('CSP violation: '+e.violatedDirective+' '+e.blockedURI));})()</script>`;

export type CaptureProxy = {
  origin: string;
  /** The site's answers of 400 and above since the last call, as `<status> <method> <path>`. */
  takeFailedRequests: () => string[];
  close: () => Promise<void>;
};

/** Inserts the capture script right after the first `<head…>` of an HTML answer, streaming the rest through. */
function injectAfterHead(upstream: IncomingMessage, write: (chunk: Buffer | string) => void, end: () => void) {
  let pending = '';
  let injected = false;
  upstream.on('data', (chunk: Buffer) => {
    if (injected) return write(chunk);
    pending += chunk.toString('utf8');
    const head = /<head[^>]*>/.exec(pending);
    if (!head) return;
    const at = head.index + head[0].length;
    write(pending.slice(0, at) + captureScript + pending.slice(at));
    injected = true;
    pending = '';
  });
  upstream.on('end', () => {
    if (pending) write(pending);
    end();
  });
}

/**
 * A proxy on localhost in front of the site: every request goes to `target` as it came (Host included, so the
 * site's same-origin checks see the address the browser used), with `clientAddress` as the address the nearest
 * proxy saw, so the contact form's rate limit counts this engine apart from the other tests.
 */
export async function startCaptureProxy(target: URL, clientAddress: string): Promise<CaptureProxy> {
  const failed: string[] = [];
  const server: Server = createServer((incoming, outgoing) => {
    const headers = { ...incoming.headers, 'accept-encoding': 'identity', 'x-forwarded-for': clientAddress };
    const upstreamRequest = forward(
      { host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers },
      (upstream) => {
        const status = upstream.statusCode ?? 502;
        if (status >= 400) failed.push(`${status} ${incoming.method} ${incoming.url}`);
        const html = /^text\/html/.test(upstream.headers['content-type'] ?? '');
        const responseHeaders = { ...upstream.headers };
        if (html) delete responseHeaders['content-length'];
        outgoing.writeHead(status, responseHeaders);
        if (!html) return void upstream.pipe(outgoing);
        injectAfterHead(
          upstream,
          (chunk) => outgoing.write(chunk),
          () => outgoing.end(),
        );
      },
    );
    // A request the site never answered is a failure too (the page would see a failed chunk and recover).
    upstreamRequest.on('error', (error) => {
      failed.push(`no answer ${incoming.method} ${incoming.url}: ${error.message}`);
      outgoing.destroy();
    });
    incoming.pipe(upstreamRequest);
  });
  // An engine reuses an idle connection as the test servers' clients do: kept open as long as `next start` keeps its
  // own (docs/workarounds.md#the-test-servers-keep-idle-connections-open), none is closed under a navigation.
  server.keepAliveTimeout = 600_000;
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    takeFailedRequests: () => failed.splice(0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
