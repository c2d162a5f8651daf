import { expect, type APIRequestContext } from '@playwright/test';
import { websiteBudgets } from '../../lib/contact/choices';
import french from '../../messages/fr.json';
import { port as sitePort, redisPort } from './suite';
import { validContact } from '../fixtures/hostile-contact';
import { fakeResend } from './fake-resend';
import { budgetWords } from './figures';
import { logLines, portAnswers, startRedis, startSite, stopProcess, waitFor, type Server } from './processes';
import { test } from './visitors';

/**
 * No lead lost (docs/architecture.md#leads): two `next start` of the suite's build on one real Redis (Debian's redis-server),
 * their lead store, against the fake provider failing (500), hanging, answering 429 and recovering.
 */
// Past the shared-rate-limit spec's instances (+1 to +3) and the content-service build (+5), and its Redis ports.
const ports = { first: sitePort + 6, second: sitePort + 7 };
const leadRedisPort = redisPort + 2;
const owner = 'owner@example.test';

const servers: Server[] = [];
let redis: Server;
let first: Server;

const origin = (port: number) => `http://localhost:${port}`;

const failProvider = (marker: string, mode: 'error' | 'rate-limit' | 'hang') => fakeResend.fail(marker, { mode });
const recoverProvider = fakeResend.recover;
const requestsWith = async (marker: string) => (await fakeResend.received(marker)).requests;

/** Each idempotency key the provider accepted, and how many times: exactly once means each count is 1. */
async function accepted(marker: string) {
  const sent = (await requestsWith(marker)).filter((request) => request.status === 200);
  const counts = new Map<string, number>();
  for (const request of sent)
    counts.set(String(request.idempotencyKey), (counts.get(String(request.idempotencyKey)) ?? 0) + 1);
  return {
    toOwner: sent.filter((request) => request.body.to === owner).length,
    acknowledgements: new Set(sent.filter((request) => request.body.to !== owner).map((request) => request.body.to))
      .size,
    sentTwice: [...counts.values()].filter((count) => count > 1).length,
  };
}

type Health = {
  services: { leadStore: string };
  leads: { pending: number; oldestPendingSeconds: number; hourlyCap: number; hourlyCapReached: boolean };
};
const cronSecret = 'lead-store-cron-secret';
/** The health check's details, for the bearer of CRON_SECRET. */
const health = async (request: APIRequestContext, port: number) => {
  const headers = { authorization: `Bearer ${cronSecret}` };
  const body = (await (await request.get(`${origin(port)}/api/health`, { headers })).json()) as Health;
  return { leadStore: body.services.leadStore, ...body.leads };
};

/**
 * How long a request may take before it counts as hung: this instance, its twin and the browsers share two cores, and a
 * request with the page's data once took more than the suite's 10 s there.
 */
const HANG_GUARD_MS = 30_000;

/** A valid request from its own client (a different address, as behind a proxy) and its own mailbox. */
async function contact(request: APIRequestContext, port: number, marker: string, visitor: number) {
  const response = await request.post(`${origin(port)}/api/contact`, {
    data: {
      ...validContact,
      email: `visitor-${visitor}.${marker}@example.com`,
      message: `Request ${visitor} of ${marker}: a showcase site for my bakery.`,
    },
    headers: { origin: origin(port), 'x-forwarded-for': `198.18.${Math.floor(visitor / 250)}.${visitor % 250}` },
    timeout: HANG_GUARD_MS,
  });
  return { status: response.status(), body: await response.json() };
}

test.describe.configure({ mode: 'serial' });

/** The two instances' settings: a shared Redis, retries every second, the provider's rate across both. */
const siteEnv = {
  REDIS_URL: `redis://127.0.0.1:${leadRedisPort}`,
  // 50 acknowledgements within the hour: above the default cap of 20.
  VISITOR_MAIL_HOURLY_CAP: '100',
  // Some 60 new leads within the hour, the default ceiling: this spec proves their delivery, not the ceiling.
  LEADS_HOURLY_CAP: '1000',
  LEAD_RETRY_PERIOD_SECONDS: '1',
  RESEND_REQUESTS_PER_SECOND: '20',
  CRON_SECRET: cronSecret,
};

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  redis = await startRedis(servers, leadRedisPort);
  first = startSite(servers, ports.first, siteEnv);
  startSite(servers, ports.second, siteEnv);
  // Each instance answers with its lead store in Redis: its first requests are kept there, not sent directly.
  for (const port of Object.values(ports)) {
    await waitFor(async () => typeof (await health(request, port)).pending === 'number', `next start -p ${port}`);
  }
});

test.afterAll(() => {
  for (const server of servers) stopProcess(server);
});

test('50 visitors while the provider is down all see it received; after it recovers the owner has 50 and each visitor one acknowledgement', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const marker = `lead-outage-${Date.now().toString(36)}`;
  await failProvider(marker, 'error');

  // 49 through the API, alternating instances, each from its own client, seven at a time.
  const answers = [];
  for (let batch = 0; batch < 49; batch += 7) {
    const visitors = Array.from({ length: 7 }, (_, index) => batch + index);
    answers.push(
      ...(await Promise.all(
        visitors.map((visitor) => contact(request, visitor % 2 ? ports.second : ports.first, marker, visitor)),
      )),
    );
  }
  for (const answer of answers) {
    expect(answer).toEqual({ status: 200, body: expect.objectContaining({ ok: true, delivery: 'received' }) });
  }

  // The fiftieth through the real funnel, in English.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.18.9.50' });
  await page.goto(`${origin(ports.first)}/contact`);
  for (const [choice, next] of [
    ['Full website', 2],
    [budgetWords(websiteBudgets[1], 'en'), 3],
    ['Search engine', 4],
  ] as const) {
    await page.getByRole('radio', { name: choice }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]step=${next}`));
  }
  // A control by its visible label and its "*" mark.
  const field = (label: string) => page.getByLabel(new RegExp(`^${label}\\*?$`));
  await field('First name').fill('Ada');
  await field('Last name').fill('Lovelace');
  await field('Email').fill(`visitor-50.${marker}@example.com`);
  await field('Deadline in weeks').fill('6');
  await field('Your project').fill(`An engine for numbers, ${marker}.`);
  await page.getByRole('button', { name: 'Send by email' }).click();
  await expect(page).toHaveURL(/\/contact\/email-success\?request=received$/, { timeout: HANG_GUARD_MS });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, your request has been received');
  await expect(page.getByRole('main')).toContainText('A short confirmation will follow in yours');
  // The draft went with the request, as after a sent one: the form starts again at its first step.
  await page.goto(`${origin(ports.first)}/contact?step=4`);
  await expect(page).not.toHaveURL(/step=4/);

  // The owner sees the backlog on either instance, and nothing went out meanwhile.
  for (const port of Object.values(ports)) {
    const backlog = await health(request, port);
    expect(backlog).toEqual({
      leadStore: 'redis',
      pending: 50,
      oldestPendingSeconds: expect.any(Number),
      hourlyCap: 1000,
      hourlyCapReached: false,
      provenHourlyCap: 5000,
      provenHourlyCapReached: false,
    });
  }
  expect(await accepted(marker)).toEqual({ toOwner: 0, acknowledgements: 0, sentTwice: 0 });

  await recoverProvider(marker);
  await expect
    .poll(() => accepted(marker), { timeout: 90_000, intervals: [1_000] })
    .toEqual({ toOwner: 50, acknowledgements: 50, sentTwice: 0 });
  for (const port of Object.values(ports)) {
    await expect.poll(async () => (await health(request, port)).pending, { timeout: 10_000 }).toBe(0);
  }
  // Nothing more arrives in the next three retry periods (a second each here): the two instances' retries never
  // sent a lead twice.
  await new Promise((resolve) => setTimeout(resolve, 3 * 1000 * Number(siteEnv.LEAD_RETRY_PERIOD_SECONDS)));
  expect(await accepted(marker)).toEqual({ toOwner: 50, acknowledgements: 50, sentTwice: 0 });
});

for (const mode of ['rate-limit', 'hang'] as const) {
  test(`a provider that ${mode === 'hang' ? 'hangs' : 'answers 429'}: the visitor is told it is received, the lead goes once it recovers`, async ({
    request,
  }) => {
    test.setTimeout(90_000);
    const marker = `lead-${mode}-${Date.now().toString(36)}`;
    await failProvider(marker, mode);
    const answer = await contact(request, ports.second, marker, 1);
    expect(answer).toEqual({ status: 200, body: expect.objectContaining({ delivery: 'received' }) });
    expect(await accepted(marker)).toEqual({ toOwner: 0, acknowledgements: 0, sentTwice: 0 });
    await recoverProvider(marker);
    await expect
      .poll(() => accepted(marker), { timeout: 60_000, intervals: [1_000] })
      .toEqual({ toOwner: 1, acknowledgements: 1, sentTwice: 0 });
  });
}

test('Redis briefly stopped: requests are sent directly, the outage is logged once, and the store works again after', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const marker = `lead-redis-${Date.now().toString(36)}`;
  stopProcess(redis);
  await waitFor(async () => !(await portAnswers(leadRedisPort)), 'stopping redis-server');

  const sentDirectly = [];
  for (let visitor = 0; visitor < 3; visitor += 1)
    sentDirectly.push(await contact(request, ports.first, marker, visitor));
  for (const answer of sentDirectly) {
    expect(answer).toEqual({ status: 200, body: expect.objectContaining({ delivery: 'sent', acknowledged: true }) });
  }
  expect(await accepted(marker)).toEqual({ toOwner: 3, acknowledgements: 3, sentTwice: 0 });
  // Said by the connection once its first reconnection fails, which can be after these requests: they no longer wait
  // for Redis once it is gone.
  await expect.poll(() => logLines(first, 'Redis unreachable')).toHaveLength(1);

  // Neither kept nor sent: the send-failure message (docs/behaviour/contact.md#messages), in the visitor's language.
  const failing = `${marker}-failing`;
  await failProvider(failing, 'error');
  const refused = await contact(request, ports.first, failing, 10);
  expect(refused).toEqual({
    status: 502,
    body: { ok: false, error: french.ContactErrors.sendFailed },
  });
  expect(logLines(first, 'Redis unreachable')).toHaveLength(1);

  // Redis is back: once the server's store answers again (its health says so: asking costs the visitor nothing,
  // while each try of the form counts against its 5 in 15 minutes), the same request is kept, and goes out once the
  // provider recovers.
  redis = await startRedis(servers, leadRedisPort);
  await expect
    .poll(() => health(request, ports.first), { timeout: 30_000 })
    .toMatchObject({ pending: expect.any(Number) });
  expect((await contact(request, ports.first, failing, 10)).body.delivery).toBe('received');
  await recoverProvider(failing);
  await expect
    .poll(() => accepted(failing), { timeout: 60_000, intervals: [1_000] })
    .toEqual({ toOwner: 1, acknowledgements: 1, sentTwice: 0 });
});
