import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { websiteBudgets } from '../../lib/contact/choices';
import { chooseSteps, en, fillDetails } from './contact-funnel';
import { budgetWords } from './figures';
import { portAnswers, startSite, stopProcess, waitFor, type Server } from './processes';
import { port } from './suite';
import { HONEYPOT_FIELD } from '../../lib/http/honeypot';
import { validContact } from '../fixtures/hostile-contact';
import { fakeResend } from './fake-resend';
import { test } from './visitors';

/**
 * The site aimed at a mailbox, as a botnet would aim it: valid requests from ever new client addresses (each
 * within the per-client limit), all naming one victim. The fake email provider counts what reaches it. A hundred
 * addresses are as many as a thousand to the limits, whose maps hold 10,000 keys: more requests only cost the run
 * (docs/measurements.md#where-the-test-time-goes).
 */

const delivered = async (marker: string) => (await fakeResend.received(marker)).emails;

const runId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Sends `count` requests, `parallel` at a time; the answers' statuses in order. */
async function flood(count: number, parallel: number, send: (index: number) => Promise<number>) {
  const statuses: number[] = [];
  for (let start = 0; start < count; start += parallel) {
    const batch = Array.from({ length: Math.min(parallel, count - start) }, (_, offset) => send(start + offset));
    statuses.push(...(await Promise.all(batch)));
  }
  return statuses;
}

/** A new client every 5 requests, as a proxy writes it: IPv4 with a port, or IPv6 in a /64 of its own. */
function rotatingClient(index: number): string {
  const client = Math.floor(index / 5);
  return client % 2
    ? `[2001:db8:${(client >> 8) & 255}:${client & 255}::${index}]:${40_000 + index}`
    : `100.64.${(client >> 8) & 255}.${client & 255}:${40_000 + index}`;
}

async function post(request: APIRequestContext, path: string, data: object, client: string) {
  const response = await request.post(path, { data, headers: { 'x-forwarded-for': client } });
  return response.status();
}

test('500 contact requests aimed at one mailbox from 100 rotating addresses: one acknowledgement, every lead to the owner', async ({
  request,
}) => {
  test.setTimeout(240_000);
  const marker = `cannon${runId()}`;
  const spellings = [
    `victim.${marker}@example.com`,
    `Victim.${marker}@Example.com`,
    `VICTIM.${marker}@EXAMPLE.COM`,
    `  victim.${marker}@example.COM `,
  ];
  const statuses = await flood(500, 10, (index) =>
    post(
      request,
      '/api/contact',
      {
        ...validContact,
        email: spellings[index % spellings.length],
        lastName: `Marker ${marker}`,
        // Every request is a new message, so the provider's idempotency never merges them.
        message: `Request number ${index} about a showcase website.`,
      },
      rotatingClient(index),
    ),
  );
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
  const emails = await delivered(marker);
  const toOwner = emails.filter((email) => email.body.to === 'owner@example.test');
  const toVictim = emails.filter((email) => email.body.to !== 'owner@example.test');
  expect(toOwner).toHaveLength(500);
  expect(toVictim).toHaveLength(1);
  expect(toVictim[0].body.to.trim().toLowerCase()).toBe(`victim.${marker}@example.com`);
});

test('a mailbox under every tag (victim+a@, victim+b@…) from rotating addresses: one acknowledgement in all, to the address typed', async ({
  request,
}) => {
  const marker = `tagged${runId()}`;
  const tags = ['a', 'b', 'newsletter', 'A', 'x.y'];
  const statuses = await flood(tags.length * 4, 5, (index) =>
    post(
      request,
      '/api/contact',
      {
        ...validContact,
        email: `victim.${marker}+${tags[index % tags.length]}@example.com`,
        lastName: `Marker ${marker}`,
        message: `Tagged request number ${index} about a showcase website.`,
      },
      // A client of its own per request, apart from the other floods' clients.
      rotatingClient(5_000 + index * 5),
    ),
  );
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
  const emails = await delivered(marker);
  expect(emails.filter((email) => email.body.to === 'owner@example.test')).toHaveLength(tags.length * 4);
  const toVictim = emails.filter((email) => email.body.to !== 'owner@example.test');
  expect(toVictim).toHaveLength(1);
  // The one that went, went to the address that visitor typed, tag and all.
  expect(toVictim[0].body.to).toMatch(new RegExp(`^victim\\.${marker}\\+[a-zA-Z.]+@example\\.com$`));
});

test('1,024 spellings of one address asking for the newsletter from rotating addresses: one confirmation', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const marker = `spell${runId()}`;
  // Each bit of the index upper-cases one letter outside the marker: 1,024 spellings of one mailbox.
  const letters = `reader.@example.com`;
  const spelling = (index: number) => {
    let bit = 0;
    const cased = [...letters].map((char) => (/[a-z]/.test(char) && (index >> bit++) & 1 ? char.toUpperCase() : char));
    return `${cased.slice(0, 7).join('')}${marker}${cased.slice(7).join('')}`;
  };
  expect(new Set(Array.from({ length: 1_024 }, (_, index) => spelling(index))).size).toBe(1_024);
  const statuses = await flood(1_024, 10, (index) =>
    post(
      request,
      '/api/newsletter',
      { email: spelling(index), locale: 'en', [HONEYPOT_FIELD]: '' },
      rotatingClient(index),
    ),
  );
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
  const emails = await delivered(marker);
  expect(emails).toHaveLength(1);
  expect(emails[0].body.to).toBe(`reader.${marker}@example.com`);
});

test('a port or another address of the same /64 is the same client: the sixth request is refused', async ({
  request,
}) => {
  const run = Math.floor(Math.random() * 60_000) + 1;
  const ipv4 = (attempt: number) => `198.51.100.${run % 250}:${50_000 + attempt}`;
  const ipv6 = (attempt: number) =>
    [`2001:db8:77:${run.toString(16)}::${attempt + 1}`, `[2001:0DB8:0077:${run.toString(16)}:0:0:ab:${attempt}]:443`][
      attempt % 2
    ];
  for (const client of [ipv4, ipv6]) {
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const lead = { ...validContact, message: `Attempt ${attempt} from one client, ${run}.` };
      statuses.push(await post(request, '/api/contact', lead, client(attempt)));
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  }
});

test.describe('a flood against the default limits', () => {
  /**
   * A `next start` of the suite's build with the site's default limits (the suite's own server raises them), its leads
   * in a folder of its own, and CRON_SECRET for the health check's details. Past the other specs' ports (+1 to +9).
   */
  const floodPort = port + 10;
  const origin = `http://localhost:${floodPort}`;
  const servers: Server[] = [];
  const cronSecret = 'flood-spec-cron-secret';
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    startSite(servers, floodPort, {
      LEADS_HOURLY_CAP: '60',
      VISITOR_MAIL_HOURLY_CAP: '20',
      LEADS_DIR: mkdtempSync(path.join(tmpdir(), 'flood-leads-')),
      CRON_SECRET: cronSecret,
    });
    await waitFor(() => portAnswers(floodPort), `next start -p ${floodPort}`);
  });
  test.afterAll(() => servers.forEach(stopProcess));

  test('after 80 valid requests from 80 addresses, a visitor sends the funnel and the owner has it within a minute', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const marker = `flood${runId()}`;
    const statuses = await flood(80, 8, (index) =>
      post(
        request,
        `${origin}/api/contact`,
        {
          ...validContact,
          email: `bot-${index}.${marker}@example.com`,
          lastName: `Bot ${marker}`,
          message: `Flood request number ${index} about a showcase website.`,
        },
        `100.70.${index >> 8}.${index & 255}`,
      ),
    );
    // The hour's unproven leads are taken, the rest are asked for a proof of work they do not bring.
    expect(statuses.filter((status) => status === 200)).toHaveLength(60);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);

    // A visitor in Chromium: the funnel solves the challenge by itself and reaches the success page.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.18.77.1' });
    await page.goto(`${origin}${en.path}`);
    await chooseSteps(page, en, 'Full website', budgetWords(websiteBudgets[1], 'en'), 'Search engine');
    const visitor = `ada.${marker}@example.com`;
    const details = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: visitor,
      deadline: '8',
      message: `A site, ${marker}.`,
    };
    await fillDetails(page, en, details);
    const sentAt = Date.now();
    await page.getByRole('button', { name: en.send }).click();
    await expect(page).toHaveURL(/\/contact\/email-success/, { timeout: 60_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect
      .poll(async () => (await delivered(visitor)).filter((email) => email.body.to === 'owner@example.test'), {
        timeout: 60_000 - (Date.now() - sentAt),
      })
      .toHaveLength(1);

    // A newsletter signup after the flood: mailed, or refused in words that say to come back.
    const reader = `reader.${marker}@example.com`;
    const signup = await request.post(`${origin}/api/newsletter`, {
      data: { email: reader, locale: 'en', [HONEYPOT_FIELD]: '' },
      headers: { origin, 'x-forwarded-for': '198.18.77.2' },
    });
    // Its budget is not the acknowledgements': the flood spent those (60 asked for, 20 an hour), not the newsletter's.
    expect(signup.status()).toBe(200);
    expect(await delivered(reader)).toHaveLength(1);
  });

  test('one Gmail inbox spelled four ways, from four addresses: one acknowledgement', async ({ request }) => {
    const marker = `gmail${runId()}`;
    const spellings = [`${marker}@gmail.com`, `${marker.slice(0, 3)}.${marker.slice(3)}@gmail.com`];
    spellings.push(`${marker[0]}.${marker.slice(1)}@googlemail.com`, `${marker.toUpperCase()}@GMAIL.COM`);
    // Proven or not, each request is a new lead: they go through the funnel's way, solving when asked.
    for (const [index, email] of spellings.entries()) {
      const data = { ...validContact, email, lastName: `Mailbox ${marker}`, message: `Spelling ${index}, ${marker}.` };
      const headers = { origin, 'x-forwarded-for': `198.18.78.${index}` };
      let answer = await request.post(`${origin}/api/contact`, { data, headers });
      const { challenge } = await answer.json();
      if (challenge)
        answer = await request.post(`${origin}/api/contact`, {
          data: { ...data, proof: await proofFor(challenge) },
          headers,
        });
      expect(answer.status()).toBe(200);
    }
    const emails = await delivered(marker);
    expect(emails.filter((email) => email.body.to === 'owner@example.test')).toHaveLength(4);
    // At most one: the flood may have spent the hour's acknowledgements, which the answers then said.
    expect(emails.filter((email) => email.body.to !== 'owner@example.test').length).toBeLessThanOrEqual(1);
  });

  test('the public health answer reveals no limit and no lead; the bearer of CRON_SECRET sees them', async ({
    request,
  }) => {
    const open = await (await request.get(`${origin}/api/health`)).json();
    expect(Object.keys(open).sort()).toEqual(['environment', 'ready', 'services', 'status']);
    expect(JSON.stringify(open)).not.toMatch(/cap|pending|oldest|reached/i);
    const signed = await request.get(`${origin}/api/health`, { headers: { authorization: `Bearer ${cronSecret}` } });
    expect((await signed.json()).leads).toMatchObject({ hourlyCap: 60, hourlyCapReached: true });
  });
});

/** What the funnel does with a challenge, here with ALTCHA's solver on Node's PBKDF2. */
async function proofFor(challenge: Challenge) {
  const solution = await solveChallenge({ challenge, deriveKey });
  return { challenge, solution: { counter: solution!.counter, derivedKey: solution!.derivedKey } };
}
