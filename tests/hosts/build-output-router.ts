import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Routes a request through a Build Output (`.vercel/output`, Build Output API v3) the way Vercel's edge does:
 * the routes of `config.json` in their phases (none, filesystem, resource, miss, rewrite, hit, error), with
 * their `has`/`missing` conditions, headers, statuses, rewrites, `check`, `continue` and `override`, and the
 * middleware (our proxy) where a route names it. What it answers is what the edge would serve: an output
 * (a static file, a prerender, a function) with the status and headers the routes (and a prerender) gave it. Written from the
 * Build Output API's description and the behaviour of its open implementations (Cloudflare's next-on-pages),
 * with two readings of our own where Next on Vercel shows what the platform does: the middleware runs at most
 * once, on the path that was asked for (Next's contract, and `vercel dev`'s router), never again on a path a
 * rewrite leads to; and `override` replaces the headers a route names without dropping the others (the headers
 * of next.config reach every page on Vercel, dynamic routes included).
 *
 * Methods: the Build Output API's configuration reference gives a route a `methods` list, the request methods it
 * matches; a request of another method passes that route by as if its source did not match (Cloudflare's
 * implementation compares them without regard to case, as here). Beyond that the reference says nothing of methods,
 * so the one behaviour reported by those who met it is modelled: a static file asked with anything but GET or
 * HEAD is answered 405 by the edge itself (SvelteKit's maintainers, sveltejs/kit#3410). What the edge does with such
 * a request to a prerendered answer (served from its cache, by sveltejs/kit#12158) or to a function (run) is not,
 * and the site's tests require that no such request ever gets there.
 */

type Condition = { type: 'header' | 'cookie' | 'query' | 'host'; key: string; value?: string };
type Phase = 'none' | 'filesystem' | 'resource' | 'miss' | 'rewrite' | 'hit' | 'error';

export type Route = {
  src?: string;
  dest?: string;
  headers?: Record<string, string>;
  status?: number;
  continue?: boolean;
  check?: boolean;
  override?: boolean;
  important?: boolean;
  caseSensitive?: boolean;
  methods?: string[];
  has?: Condition[];
  missing?: Condition[];
  middlewarePath?: string;
  middlewareRawSrc?: string[];
  handle?: Phase;
};

type PrerenderConfig = {
  expiration: number | false;
  initialStatus?: number;
  initialHeaders?: Record<string, string>;
  fallback?: { fsPath: string };
};

export type Output =
  | { kind: 'static'; file: string }
  | { kind: 'function'; dir: string }
  | { kind: 'prerender'; config: PrerenderConfig; fallbackFile?: string };

export type Visit = {
  path: string;
  /** GET unless said. */
  method?: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
};

const readMethods = new Set(['GET', 'HEAD']);

/** What the middleware answered: go on, go on with another path, redirect, or answer itself with a status. */
type MiddlewareAnswer = { rewrite?: string; redirect?: { status: number; location: string }; respond?: number };
export type Middleware = (visit: Visit) => Promise<MiddlewareAnswer>;

export type Served = {
  /** The output that answers, or undefined when none does (the edge's own 404). */
  outputPath: string;
  output?: Output;
  status: number;
  headers: Record<string, string>;
  /** The middleware ran on the way. */
  middlewareRan: boolean;
};

const phaseAfter: Record<Phase, Phase> = {
  none: 'filesystem',
  filesystem: 'rewrite',
  rewrite: 'resource',
  resource: 'miss',
  miss: 'miss',
  hit: 'hit',
  error: 'error',
};

function walk(dir: string, visit: (file: string) => void) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && !entry.name.endsWith('.func')) walk(full, visit);
    else visit(full);
  }
}

/** Every output a path can name: static files, functions, and prerenders (a function with a cached answer). */
function readOutputs(root: string): Map<string, Output> {
  const outputs = new Map<string, Output>();
  const staticRoot = path.join(root, 'static');
  if (existsSync(staticRoot)) {
    walk(staticRoot, (file) => outputs.set(`/${path.relative(staticRoot, file)}`, { kind: 'static', file }));
  }
  const functions = path.join(root, 'functions');
  walk(functions, (file) => {
    const name = `/${path.relative(functions, file)}`;
    if (name.endsWith('.func')) {
      const key = name.slice(0, -'.func'.length);
      if (!outputs.has(key)) outputs.set(key, { kind: 'function', dir: file });
    } else if (name.endsWith('.prerender-config.json')) {
      const config = JSON.parse(readFileSync(file, 'utf8')) as PrerenderConfig;
      const fallbackFile = config.fallback && path.join(path.dirname(file), config.fallback.fsPath);
      outputs.set(name.slice(0, -'.prerender-config.json'.length), { kind: 'prerender', config, fallbackFile });
    }
  });
  return outputs;
}

function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of header?.split(';') ?? []) {
    const at = pair.indexOf('=');
    if (at > 0) cookies.set(pair.slice(0, at).trim(), decodeURIComponent(pair.slice(at + 1).trim()));
  }
  return cookies;
}

/** `$1` and `$name` in a destination or a header value, from the source's match. */
function substitute(template: string, match: RegExpExecArray): string {
  return template.replace(/\$([a-zA-Z0-9_]+)/g, (whole, key: string) => {
    const value = /^\d+$/.test(key) ? match[Number(key)] : match.groups?.[key];
    return value ?? (/^\d+$/.test(key) || (match.groups && key in match.groups) ? '' : whole);
  });
}

export class BuildOutput {
  readonly routes: Route[];
  readonly outputs: Map<string, Output>;
  private readonly phases: Record<Phase, Route[]>;

  constructor(readonly root: string) {
    const config = JSON.parse(readFileSync(path.join(root, 'config.json'), 'utf8')) as {
      routes: Route[];
      overrides?: Record<string, { path?: string }>;
    };
    this.routes = config.routes;
    this.outputs = readOutputs(root);
    // Static files served under another path (`404.html` as `/404`).
    for (const [file, override] of Object.entries(config.overrides ?? {})) {
      const output = this.outputs.get(`/${file}`);
      if (output && override.path) this.outputs.set(`/${override.path}`, output);
    }
    this.phases = { none: [], filesystem: [], resource: [], miss: [], rewrite: [], hit: [], error: [] };
    let phase: Phase = 'none';
    for (const route of this.routes) {
      if (route.handle) phase = route.handle;
      else this.phases[phase].push(route);
    }
  }

  /** The answer the edge gives to `visit`. */
  async serve(visit: Visit, middleware?: Middleware): Promise<Served> {
    const run = new RoutingRun(this.phases, this.outputs, visit, middleware);
    await run.phase('none');
    if (run.status !== undefined && run.status >= 400 && !run.answered) await run.phase('error');
    const output = this.outputs.get(run.path);
    const prerender = output?.kind === 'prerender' ? output.config : undefined;
    const method = (visit.method ?? 'GET').toUpperCase();
    const status =
      output?.kind === 'static' && !readMethods.has(method) ? 405 : (run.status ?? prerender?.initialStatus ?? 200);
    // A prerender answers with its own headers (its content type among them), beneath those the routes set.
    const own = Object.entries(prerender?.initialHeaders ?? {}).map(([key, value]) => [key.toLowerCase(), value]);
    return {
      outputPath: run.path,
      output,
      status: output || run.answered ? status : 404,
      headers: { ...Object.fromEntries(own), ...Object.fromEntries(run.headers), ...Object.fromEntries(run.important) },
      middlewareRan: run.middlewareRan,
    };
  }
}

type Step = 'skip' | 'next' | 'stop' | 'finished';

class RoutingRun {
  path: string;
  status: number | undefined;
  headers = new Map<string, string>();
  important = new Map<string, string>();
  answered = false;
  middlewareRan = false;
  /** The middleware's routes are read in the first pass only, on the path asked for. */
  private firstPass = true;

  private readonly request: { headers: Map<string, string>; cookies: Map<string, string>; query: URLSearchParams };
  private steps = 0;

  constructor(
    private readonly phases: Record<Phase, Route[]>,
    private readonly outputs: Map<string, Output>,
    private readonly visit: Visit,
    private readonly middleware?: Middleware,
  ) {
    this.path = visit.path;
    const headers = new Map(Object.entries(visit.headers ?? {}).map(([key, value]) => [key.toLowerCase(), value]));
    this.request = { headers, cookies: parseCookies(headers.get('cookie')), query: new URLSearchParams(visit.query) };
  }

  private exists(candidate: string): boolean {
    return this.outputs.has(candidate) || this.outputs.has(candidate.replace(/\/$/, ''));
  }

  private holds(condition: Condition): boolean {
    const value =
      condition.type === 'header'
        ? this.request.headers.get(condition.key.toLowerCase())
        : condition.type === 'cookie'
          ? this.request.cookies.get(condition.key)
          : condition.type === 'query'
            ? (this.request.query.get(condition.key) ?? undefined)
            : 'localhost';
    if (value === undefined) return false;
    return condition.value === undefined || new RegExp(`^${condition.value}$`).test(value);
  }

  /** Runs a phase's routes, then moves on: to `hit` when the path names an output, else to the next phase. */
  async phase(name: Phase): Promise<void> {
    this.steps += 1;
    if (this.steps > 50) throw new Error(`routing loop for ${this.visit.path}`);
    let stopped = false;
    for (const route of this.phases[name]) {
      const step = await this.apply(route, name);
      if (step === 'finished') return;
      if (step === 'stop') {
        stopped = true;
        break;
      }
    }
    if (name === 'none') this.firstPass = false;
    if (name === 'hit' || this.answered) return;
    const found = this.exists(this.path);
    if (name === 'miss' && !found) this.status = this.status && this.status >= 400 ? this.status : 404;
    const next: Phase = found || name === 'miss' || name === 'error' ? 'hit' : stopped ? 'miss' : phaseAfter[name];
    await this.phase(next);
  }

  private async apply(route: Route, phase: Phase): Promise<Step> {
    if (!route.src) return 'skip';
    const match = new RegExp(route.src, route.caseSensitive ? '' : 'i').exec(this.path);
    if (!match) return 'skip';
    const method = (this.visit.method ?? 'GET').toUpperCase();
    if (route.methods && !route.methods.some((listed) => listed.toUpperCase() === method)) return 'skip';
    if (route.has?.some((condition) => !this.holds(condition))) return 'skip';
    if (route.missing?.some((condition) => this.holds(condition))) return 'skip';
    if (phase === 'error' && route.status !== this.status) return 'skip';
    if (route.middlewarePath && (this.middlewareRan || !this.firstPass)) return 'skip';
    if (route.middlewarePath && this.middleware) {
      this.middlewareRan = true;
      const answer = await this.middleware({ ...this.visit, path: this.path });
      if (answer.respond) {
        this.status = answer.respond;
        this.answered = true;
        return 'finished';
      }
      if (answer.redirect) {
        this.status = answer.redirect.status;
        this.headers.set('location', answer.redirect.location);
        this.answered = true;
        return 'finished';
      }
      if (answer.rewrite) this.path = answer.rewrite;
    }
    for (const [key, value] of Object.entries(route.headers ?? {})) {
      const header = key.toLowerCase();
      this.headers.set(header, substitute(value, match));
      if (route.important) this.important.set(header, substitute(value, match));
    }
    if (route.status) this.status = route.status;
    if (route.headers?.Location || route.headers?.location) {
      if (route.status && route.status >= 300 && route.status < 400) {
        this.answered = true;
        return 'finished';
      }
    }
    const before = this.path;
    if (route.dest) this.path = new URL(substitute(route.dest, match), 'http://localhost').pathname;
    if (route.check) {
      if (before === this.path) {
        if (phase !== 'miss') {
          await this.phase(phaseAfter[phase]);
          return 'finished';
        }
        this.status = 404;
      } else if (phase === 'miss') {
        if (!this.exists(this.path)) {
          await this.phase('filesystem');
          return 'finished';
        }
        if (this.status === 404) this.status = undefined;
      } else {
        await this.phase('none');
        return 'finished';
      }
    }
    return route.continue ? 'next' : 'stop';
  }
}
