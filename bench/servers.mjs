import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, createWriteStream, rmSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const resultsDir = path.join(root, 'bench', 'results');

/**
 * The bare Next.js app of the same versions (bench/bare/), in a folder of its own outside the repository with a
 * hard-linked copy of node_modules (seconds, no download): its Turbopack root and file watcher hold its own few files,
 * as a freshly created app's would, not the repository's tree. Made anew by each bench; returns the folder.
 */
export function bareApp() {
  const dir = path.join(tmpdir(), `bench-bare-${createHash('sha256').update(root).digest('hex').slice(0, 12)}`);
  rmSync(dir, { recursive: true, force: true });
  cpSync(path.join(root, 'bench', 'bare'), dir, { recursive: true, filter: (source) => !/[/\\]\.next$/.test(source) });
  execFileSync('cp', ['-al', path.join(root, 'node_modules'), dir]);
  return dir;
}

// BENCH_PORT moves the servers, so the bench can run beside other servers of the same machine.
const firstPort = Number(process.env.BENCH_PORT ?? 3145);
export const ports = {
  site: firstPort,
  provider: Number(process.env.FAKE_RESEND_PORT ?? firstPort + 1),
  bare: firstPort + 2,
};

// Analytics ids are set as in production: their loaders are part of the page weight, though none runs before consent.
export const siteBuildEnv = {
  NEXT_PUBLIC_APP_ENV: 'production',
  // The production pages, built with the sample data and the stand-in email provider the check refuses.
  PRODUCTION_CHECK: 'off',
  NEXT_PUBLIC_GTM_ID: 'GTM-BENCH1',
  NEXT_PUBLIC_GA_ID: 'G-BENCH1',
  NEXT_PUBLIC_META_PIXEL_ID: '1234567890',
  NEXT_PUBLIC_CLARITY_ID: 'benchclarity',
};
export const siteRunEnv = {
  ...siteBuildEnv,
  RESEND_API_KEY: 're_bench_fake_key',
  RESEND_BASE_URL: `http://127.0.0.1:${ports.provider}`,
  CONTACT_TO_EMAIL: 'owner@example.test',
  CONTACT_FROM_EMAIL: 'Website <website@example.test>',
  // Every contact request of the load run comes from a new address: each sends its acknowledgement, as in a real day.
  VISITOR_MAIL_HOURLY_CAP: '10000',
  // The load run sends hundreds of new leads a minute: it measures their cost, not the site's hourly ceiling.
  LEADS_HOURLY_CAP: '100000',
};

/** Runs `next <args>` in `cwd` as its own process group (so stopping it stops Next's workers too), logging to a file. */
async function next(cwd, args, env, logName) {
  await mkdir(resultsDir, { recursive: true });
  const log = createWriteStream(path.join(resultsDir, logName));
  const child = spawn(process.execPath, [path.join(cwd, 'node_modules/next/dist/bin/next'), ...args], {
    cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  return child;
}

export async function build(cwd, env, logName) {
  const child = await next(cwd, ['build'], env, logName);
  const code = await new Promise((resolve) => child.on('exit', resolve));
  if (code !== 0)
    throw new Error(`next build in ${path.relative(root, cwd) || '.'} failed: see bench/results/${logName}`);
}

function portInUse(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, 'localhost');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * `next dev` with `options` on localhost, resolved once it listens (it compiles nothing before the first request). `launchedAt`
 * is the moment the command ran, on performance.now()'s clock; `group` is its process group, Next's workers included.
 */
export async function dev(cwd, port, options, logName) {
  if (await portInUse(port)) throw new Error(`port ${port} is already in use`);
  const launchedAt = performance.now();
  const child = await next(cwd, ['dev', ...options, '-p', String(port)], {}, logName);
  const deadline = Date.now() + 120_000;
  while (!(await portInUse(port))) {
    if (child.exitCode !== null)
      throw new Error(`next dev in ${path.relative(root, cwd) || '.'} exited: see bench/results/${logName}`);
    if (Date.now() > deadline) throw new Error(`next dev on port ${port} did not listen within 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    origin: `http://localhost:${port}`,
    launchedAt,
    group: child.pid,
    stop: () => stopGroup(child),
  };
}

/**
 * Stops a server and its workers, and waits for it to exit: a dev server writes its cache and releases its lock
 * on .next/dev as it goes. One that takes more than 30 s is killed.
 */
async function stopGroup(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  const late = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 30_000);
  await exited;
  clearTimeout(late);
}

/** `next start` on localhost (next-intl's rewrites need that host name, not 127.0.0.1); resolves once it answers. */
export async function start(cwd, port, env, logName) {
  if (await portInUse(port)) throw new Error(`port ${port} is already in use`);
  const child = await next(cwd, ['start', '-p', String(port)], env, logName);
  const origin = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`next start in ${path.relative(root, cwd) || '.'} exited: see bench/results/${logName}`);
    try {
      await fetch(`${origin}/robots.txt`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`${origin} did not answer within 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return {
    origin,
    group: child.pid,
    stop: () => {
      if (child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    },
  };
}
