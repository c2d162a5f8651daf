import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { redisPort, siteRunEnv } from '../../playwright.config';
import { validContact } from '../fixtures/hostile-contact';

/**
 * Two `next start` of the same build on one real Redis (Debian's redis-server): the 5-per-15-minutes window is
 * shared. A third instance points at a closed port: it counts in its own memory and logs the outage once.
 */
const sitePort = Number(process.env.E2E_PORT ?? 3100);
const ports = { first: sitePort + 1, second: sitePort + 2, noRedis: sitePort + 3 };
const closedRedisPort = redisPort + 1;

type Server = { process: ChildProcess; log: () => string };
const servers: Server[] = [];

function start(command: string, args: string[], env: Record<string, string> = {}): Server {
  // Its own process group, so stopping it stops what it started too.
  const child = spawn(command, args, { env: { ...process.env, ...env }, detached: true });
  let log = '';
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const server = { process: child, log: () => log };
  servers.push(server);
  return server;
}

function stop(server: Server) {
  if (server.process.exitCode === null && server.process.pid) process.kill(-server.process.pid, 'SIGTERM');
}

async function waitFor(ready: () => Promise<boolean>, what: string) {
  for (let tries = 0; tries < 120; tries += 1) {
    if (await ready().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not start`);
}

const redisAnswers = () =>
  new Promise<boolean>((resolve) => {
    const socket = connect(redisPort, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

function startSite(port: number, redisUrl: string): Server {
  return start('node', ['node_modules/next/dist/bin/next', 'start', '-p', String(port)], {
    ...siteRunEnv,
    REDIS_URL: redisUrl,
  });
}

async function contact(request: APIRequestContext, port: number, client: string) {
  const origin = `http://localhost:${port}`;
  const response = await request.post(`${origin}/api/contact`, {
    data: { ...validContact, lastName: 'Shared Limit' },
    // As a proxy in front would write it: the visitor's address is the right-most entry.
    headers: { origin, 'x-forwarded-for': client },
  });
  return { status: response.status(), retryAfter: Number(response.headers()['retry-after']) };
}

const outageLines = (server: Server) =>
  server
    .log()
    .split('\n')
    .filter((line) => line.includes('Redis unreachable'));

test.describe.configure({ mode: 'serial' });

let redis: Server;
let first: Server;
let noRedis: Server;

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  redis = start('redis-server', [
    '--port',
    String(redisPort),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  await waitFor(redisAnswers, 'redis-server');
  first = startSite(ports.first, `redis://127.0.0.1:${redisPort}`);
  startSite(ports.second, `redis://127.0.0.1:${redisPort}`);
  noRedis = startSite(ports.noRedis, `redis://127.0.0.1:${closedRedisPort}`);
  for (const port of Object.values(ports)) {
    await waitFor(async () => (await request.get(`http://localhost:${port}/robots.txt`)).ok(), `next start -p ${port}`);
  }
});

test.afterAll(() => {
  for (const server of servers) stop(server);
});

test('the sixth attempt across two instances is refused: they share one window in Redis', async ({ request }) => {
  const client = `203.0.113.${Math.floor(Math.random() * 250)}`;
  const answers = [];
  for (const port of [ports.first, ports.second, ports.first, ports.second, ports.first]) {
    answers.push((await contact(request, port, client)).status);
  }
  expect(answers).toEqual([200, 200, 200, 200, 200]);
  const sixth = await contact(request, ports.second, client);
  expect(sixth.status).toBe(429);
  expect(sixth.retryAfter).toBeGreaterThan(14 * 60);
  expect(sixth.retryAfter).toBeLessThanOrEqual(15 * 60);
  expect((await contact(request, ports.first, client)).status).toBe(429);
  // Another visitor is not affected.
  expect((await contact(request, ports.first, '198.51.100.7')).status).toBe(200);
});

test('without Redis, each instance counts in its own memory and logs the outage once', async ({ request }) => {
  test.setTimeout(60_000);
  const statuses = async (port: number, client: string) => {
    const answers = [];
    for (let attempt = 0; attempt < 7; attempt += 1) answers.push((await contact(request, port, client)).status);
    return answers;
  };
  // An instance whose Redis was never there.
  expect(await statuses(ports.noRedis, '192.0.2.40')).toEqual([200, 200, 200, 200, 200, 429, 429]);
  expect(outageLines(noRedis)).toHaveLength(1);

  // Redis going away under running instances.
  stop(redis);
  await waitFor(async () => !(await redisAnswers()), 'stopping redis-server');
  expect(await statuses(ports.first, '192.0.2.41')).toEqual([200, 200, 200, 200, 200, 429, 429]);
  expect(outageLines(first)).toHaveLength(1);
});
