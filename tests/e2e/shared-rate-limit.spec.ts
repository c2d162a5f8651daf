import { expect, type APIRequestContext } from '@playwright/test';
import { port as sitePort, redisPort } from './suite';
import { validContact } from '../fixtures/hostile-contact';
import {
  logLines,
  portAnswers,
  startRedis,
  startSite as startNext,
  stopProcess as stop,
  waitFor,
  type Server,
} from './processes';
import { test } from './visitors';

/**
 * Two `next start` of the same build on one real Redis (Debian's redis-server): the 5-per-15-minutes window is
 * shared. A third instance points at a closed port: it counts in its own memory and logs the outage once.
 */
const ports = { first: sitePort + 1, second: sitePort + 2, noRedis: sitePort + 3 };
const closedRedisPort = redisPort + 1;

const servers: Server[] = [];
const startSite = (port: number, redisUrl: string) => startNext(servers, port, { REDIS_URL: redisUrl });

async function contact(request: APIRequestContext, port: number, client: string) {
  const origin = `http://localhost:${port}`;
  const response = await request.post(`${origin}/api/contact`, {
    data: { ...validContact, lastName: 'Shared Limit' },
    // As a proxy in front would write it: the visitor's address is the right-most entry.
    headers: { origin, 'x-forwarded-for': client },
  });
  return { status: response.status(), retryAfter: Number(response.headers()['retry-after']) };
}

const outageLines = (server: Server) => logLines(server, 'Redis unreachable');

test.describe.configure({ mode: 'serial' });

let redis: Server;
let first: Server;
let noRedis: Server;

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  redis = await startRedis(servers, redisPort);
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
  // Said by each instance's connection when a connection attempt fails, which need not come before the answers.
  await expect.poll(() => outageLines(noRedis)).toHaveLength(1);

  // Redis going away under running instances.
  stop(redis);
  await waitFor(async () => !(await portAnswers(redisPort)), 'stopping redis-server');
  expect(await statuses(ports.first, '192.0.2.41')).toEqual([200, 200, 200, 200, 200, 429, 429]);
  await expect.poll(() => outageLines(first)).toHaveLength(1);
});
