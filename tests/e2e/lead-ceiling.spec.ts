import { expect, type APIRequestContext } from '@playwright/test';
import english from '../../messages/en.json';
import french from '../../messages/fr.json';
import { websiteBudgets } from '../../lib/contact/choices';
import { port as sitePort, redisPort } from './suite';
import { validContact } from '../fixtures/hostile-contact';
import { chooseSteps, en, field, fillDetails } from './contact-funnel';
import { budgetWords } from './figures';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
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

/** What the funnel does with a challenge, here with ALTCHA's solver on Node's PBKDF2. */
async function proofFor(challenge: Challenge) {
  const solution = await solveChallenge({ challenge, deriveKey });
  return { challenge, solution: { counter: solution!.counter, derivedKey: solution!.derivedKey } };
}

const cronSecret = 'lead-ceiling-cron-secret';

/** A valid request from a client and a mailbox of its own, with a proof of work when one is given. */
async function contact(request: APIRequestContext, port: number, marker: string, visitor: number, proof?: object) {
  const response = await request.post(`${origin(port)}/api/contact`, {
    data: {
      ...validContact,
      email: `visitor-${visitor}.${marker}@example.com`,
      message: `Request ${visitor} of ${marker}: a showcase site for my bakery.`,
      proof,
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
  const env = {
    REDIS_URL: `redis://127.0.0.1:${ceilingRedisPort}`,
    LEADS_HOURLY_CAP: String(cap),
    CRON_SECRET: cronSecret,
  };
  first = startSite(servers, ports.first, env);
  second = startSite(servers, ports.second, env);
  await waitFor(async () => (await portAnswers(ports.first)) && (await portAnswers(ports.second)), 'both sites');
  // Each instance counts in Redis (its health details name a pending count), so the ceiling is one across both.
  const storeAnswers = async (port: number) => {
    const headers = { authorization: `Bearer ${cronSecret}` };
    const body = await (await fetch(`${origin(port)}/api/health`, { headers })).json();
    return typeof body.leads?.pending === 'number';
  };
  await waitFor(async () => (await storeAnswers(ports.first)) && (await storeAnswers(ports.second)), 'both in Redis');
});

test.afterAll(() => {
  for (const server of servers) stopProcess(server);
});

test('the site takes LEADS_HOURLY_CAP unproven requests an hour across instances, then asks for a proof of work', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const marker = `ceiling${Date.now().toString(36)}`;
  const accepted = [
    await contact(request, ports.first, marker, 1),
    await contact(request, ports.second, marker, 2),
    await contact(request, ports.first, marker, 3),
  ];
  expect(accepted.map(({ status, body }) => [status, body.delivery])).toEqual(Array(cap).fill([200, 'sent']));
  // The same request again is not a new one.
  expect((await contact(request, ports.second, marker, 1)).status).toBe(200);

  const asked = await contact(request, ports.second, marker, 4);
  expect(asked.status).toBe(429);
  expect(asked.body).toEqual({ ok: false, challenge: expect.objectContaining({ signature: expect.any(String) }) });
  // A proof made for one instance is good on the other, once.
  const proof = await proofFor(asked.body.challenge);
  expect((await contact(request, ports.first, marker, 4, proof)).body.delivery).toBe('sent');
  expect((await contact(request, ports.second, marker, 5, proof)).body).toMatchObject({
    challenge: expect.any(Object),
  });

  // Past the proven ceiling too (5 × 3 an hour): the send-failure text, in the request's language.
  for (let visitor = 5; visitor < 5 + 5 * cap - 1; visitor += 1) {
    const { body } = await contact(request, visitor % 2 ? ports.first : ports.second, marker, visitor);
    expect((await contact(request, ports.first, marker, visitor, await proofFor(body.challenge))).status).toBe(200);
  }
  const last = await contact(request, ports.second, marker, 99);
  const refused = await contact(request, ports.first, marker, 99, await proofFor(last.body.challenge));
  expect(refused.status).toBe(429);
  expect(refused.body).toEqual({ ok: false, error: french.ContactErrors.sendFailed });
  expect(Number(refused.retryAfter)).toBeGreaterThan(0);
  // Nothing of the refused one was sent.
  const emails = await emailsWith(marker);
  expect(emails.filter((email) => email.body.to === owner)).toHaveLength(6 * cap);
  expect(emails.map((email) => email.body.to).filter((to) => /visitor-99\./.test(to))).toEqual([]);

  // The owner is told once, whichever instance refused, and /api/health's details say so on both, to the bearer.
  await waitFor(async () => ceilingLines().length > 0, 'the ceiling logged');
  expect(ceilingLines()).toHaveLength(1);
  for (const port of [ports.first, ports.second]) {
    const headers = { authorization: `Bearer ${cronSecret}` };
    const health = await (await request.get(`${origin(port)}/api/health`, { headers })).json();
    expect(health.services.leadStore).toBe('redis');
    expect(health.leads).toMatchObject({
      hourlyCap: cap,
      hourlyCapReached: true,
      provenHourlyCapReached: true,
    });
    expect(await (await request.get(`${origin(port)}/api/health`)).json()).not.toHaveProperty('leads');
  }
});

test('the visitor past both ceilings is told the send failed, after the browser’s proof, and keeps everything typed', async ({
  page,
}) => {
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
  await expect(page.getByRole('alert').filter({ hasText: english.ContactErrors.sendFailed })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page).toHaveURL(/\/contact\?step=4$/);
  await expect(field(page, en.fields.email)).toHaveValue(details.email);
  await expect(field(page, en.fields.message)).toHaveValue(details.message);
  expect(await emailsWith(details.email)).toEqual([]);
});
