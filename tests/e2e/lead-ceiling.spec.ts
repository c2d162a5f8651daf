import { expect, type APIRequestContext } from '@playwright/test';
import english from '../../messages/en.json';
import french from '../../messages/fr.json';
import { websiteBudgets } from '../../lib/contact/choices';
import { port as sitePort, redisPort } from './suite';
import { validContact } from '../fixtures/hostile-contact';
import { chooseSteps, en, field, fillDetails } from './contact-funnel';
import { budgetWords } from './figures';
import { fakeResend } from './fake-resend';
import { logLines, portAnswers, startRedis, startSite, stopProcess, waitFor, type Server } from './processes';
import { test } from './visitors';

/**
 * The ceiling of new leads an hour for the whole site (docs/architecture.md#leads): two `next start` of the suite's
 * build on one real Redis (Debian's redis-server), each with LEADS_HOURLY_CAP=3, against the fake email provider.
 */
// Past the lead-store spec's instances (+6, +7) and its Redis (+2).
const ports = { first: sitePort + 8, second: sitePort + 9 };
const ceilingRedisPort = redisPort + 3;
const cap = 3;
const owner = 'owner@example.test';

const servers: Server[] = [];
let first: Server;
let second: Server;

const origin = (port: number) => `http://localhost:${port}`;

const emailsWith = async (marker: string) => (await fakeResend.received(marker)).emails;

/** A valid request from a client and a mailbox of its own. */
async function contact(request: APIRequestContext, port: number, marker: string, visitor: number) {
  const response = await request.post(`${origin(port)}/api/contact`, {
    data: {
      ...validContact,
      email: `visitor-${visitor}.${marker}@example.com`,
      message: `Request ${visitor} of ${marker}: a showcase site for my bakery.`,
    },
    headers: { origin: origin(port), 'x-forwarded-for': `198.19.${visitor}.${visitor + 1}` },
  });
  return { status: response.status(), retryAfter: response.headers()['retry-after'], body: await response.json() };
}

const ceilingLines = () => [first, second].flatMap((server) => logLines(server, 'LEADS_HOURLY_CAP'));

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await startRedis(servers, ceilingRedisPort);
  const env = { REDIS_URL: `redis://127.0.0.1:${ceilingRedisPort}`, LEADS_HOURLY_CAP: String(cap) };
  first = startSite(servers, ports.first, env);
  second = startSite(servers, ports.second, env);
  await waitFor(async () => (await portAnswers(ports.first)) && (await portAnswers(ports.second)), 'both sites');
});

test.afterAll(() => {
  for (const server of servers) stopProcess(server);
});

test('the site takes LEADS_HOURLY_CAP new requests an hour across instances, then refuses with the send-failure text', async ({
  request,
}) => {
  const marker = `ceiling${Date.now().toString(36)}`;
  const accepted = [
    await contact(request, ports.first, marker, 1),
    await contact(request, ports.second, marker, 2),
    await contact(request, ports.first, marker, 3),
  ];
  expect(accepted.map(({ status, body }) => [status, body.delivery])).toEqual(Array(cap).fill([200, 'sent']));
  // The same request again is not a new one.
  expect((await contact(request, ports.second, marker, 1)).status).toBe(200);

  for (const [port, visitor] of [
    [ports.second, 4],
    [ports.first, 5],
  ]) {
    const refused = await contact(request, port, marker, visitor);
    expect(refused.status).toBe(429);
    // In the request's language (the fixture's is French).
    expect(refused.body).toEqual({ ok: false, error: french.ContactErrors.sendFailed });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
  }
  // Nothing of the refused ones was sent: the owner has the three, and the refused visitors nothing.
  const emails = await emailsWith(marker);
  expect(emails.filter((email) => email.body.to === owner)).toHaveLength(cap);
  expect(emails.map((email) => email.body.to).filter((to) => /visitor-[45]\./.test(to))).toEqual([]);

  // The owner is told once, whichever instance refused, and /api/health says so on both.
  await waitFor(async () => ceilingLines().length > 0, 'the ceiling logged');
  expect(ceilingLines()).toHaveLength(1);
  for (const port of [ports.first, ports.second]) {
    const health = await (await request.get(`${origin(port)}/api/health`)).json();
    expect(health.leads).toMatchObject({ store: 'redis', hourlyCap: cap, hourlyCapReached: true });
  }
});

test('the visitor past the ceiling is told the send failed, and keeps everything typed', async ({ page }) => {
  // The first pages a server of its own serves are its slowest.
  test.setTimeout(90_000);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.19.200.1' });
  await page.goto(`${origin(ports.second)}${en.path}`);
  await chooseSteps(page, en, 'Full website', budgetWords(websiteBudgets[1], 'en'), 'Search engine');
  const details = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `ada.ceiling${Date.now().toString(36)}@example.com`,
    deadline: '8',
    message: 'A website for our analytical engine club',
  };
  await fillDetails(page, en, details);
  await page.getByRole('button', { name: en.send }).click();
  await expect(page.getByRole('alert').filter({ hasText: english.ContactErrors.sendFailed })).toBeVisible();
  await expect(page).toHaveURL(/\/contact\?step=4$/);
  await expect(field(page, en.fields.email)).toHaveValue(details.email);
  await expect(field(page, en.fields.message)).toHaveValue(details.message);
  expect(await emailsWith(details.email)).toEqual([]);
});
