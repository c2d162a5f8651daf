/** @jest-environment node */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Redis from 'ioredis';
import { RETENTION_MONTHS_SHOWN } from '@/lib/consent/constants';
import {
  ARCHIVE_KEPT_MS,
  DELIVERED_KEPT_MS,
  folderStore,
  newLead,
  redisStore,
  retryDelayMs,
  type Lead,
  type LeadStore,
} from '@/lib/contact/leads';
import type { ContactSubmission } from '@/lib/contact/schema';
import { freePort, redisServerArgs } from '../fixtures/local-servers';

const minute = 60_000;

describe('what is left of a delivered lead', () => {
  it('is kept as long as the privacy policy says contact requests are (its months of thirty days)', () => {
    expect(ARCHIVE_KEPT_MS).toBe(RETENTION_MONTHS_SHOWN.forms * 30 * 24 * 60 * minute);
  });
});

describe('the backoff between attempts', () => {
  it('waits a minute, then doubles, and never more than an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 50, 5_000].map((attempts) => retryDelayMs(attempts) / minute)).toEqual([
      1, 2, 4, 8, 16, 32, 60, 60, 60, 60,
    ]);
  });
});

const submission = {
  firstName: 'Jeanne',
  lastName: 'Dupont',
  email: 'jeanne@example.fr',
  message: 'Une application de commande pour mes clients.',
  method: 'email',
  locale: 'fr',
} as ContactSubmission;

let nextId = 1;
const lead = (createdAt: number): Lead =>
  newLead(`contact-${(nextId++).toString(16).padStart(48, '0')}`, submission, createdAt);
const sent = (sentAt: number): Lead => ({ ...lead(sentAt - minute), state: 'sent', sentAt, acknowledged: true });
/** What a delivered lead keeps once its day is over: nothing personal. */
const summary = (lead: Lead) => JSON.parse(JSON.stringify({ ...lead, submission: undefined }));

/** The same contract, whichever store keeps the leads. */
function behavesAsALeadStore(name: string, open: () => Promise<LeadStore>) {
  describe(name, () => {
    let store: LeadStore;
    beforeEach(async () => {
      store = await open();
    });

    it('keeps a lead with its submission and language, and lists the pending ones oldest first', async () => {
      const older = lead(1_000);
      const newer = lead(2_000);
      await store.save(newer);
      await store.save(older);
      expect(await store.get(older.id)).toEqual(older);
      expect((await store.pending()).map((pending) => pending.id)).toEqual([older.id, newer.id]);
      expect(await store.backlog()).toEqual({ pending: 2, oldestCreatedAt: 1_000 });
    });

    it('lets one claim hold a lead at a time, and gives it back', async () => {
      const kept = lead(Date.now());
      await store.save(kept);
      const release = await store.claim(kept.id, minute);
      expect(release).toBeDefined();
      expect(await store.claim(kept.id, minute)).toBeUndefined();
      await release?.();
      expect(await store.claim(kept.id, minute)).toBeDefined();
    });

    it('takes over a claim whose lease has run out', async () => {
      const kept = lead(Date.now());
      expect(await store.claim(kept.id, 1)).toBeDefined();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await store.claim(kept.id, 1)).toBeDefined();
    });

    it('takes a sent lead out of the backlog and keeps it, so the same request again is known', async () => {
      const kept = lead(Date.now());
      await store.save(kept);
      const delivered = { ...kept, state: 'sent' as const, sentAt: Date.now(), acknowledged: true };
      await store.save(delivered);
      expect(await store.backlog()).toEqual({ pending: 0, oldestCreatedAt: undefined });
      expect(await store.pending()).toEqual([]);
      expect(await store.get(kept.id)).toEqual(delivered);
    });
  });
}

const folder = () => mkdtempSync(path.join(tmpdir(), 'leads-'));
behavesAsALeadStore('the folder store (LEADS_DIR)', async () => folderStore(folder(), 'folder'));

describe('the folder store on disk', () => {
  it('writes one file per lead, nothing half-written, and moves it once sent', async () => {
    const root = folder();
    const store = folderStore(root, 'folder');
    const kept = lead(Date.now());
    await store.save(kept);
    await store.save({ ...kept, attempts: 1 });
    expect(readdirSync(path.join(root, 'pending'))).toEqual([`${kept.id}.json`]);
    expect(JSON.parse(readFileSync(path.join(root, 'pending', `${kept.id}.json`), 'utf8')).attempts).toBe(1);
    await store.save({ ...kept, state: 'sent', sentAt: Date.now() });
    expect(readdirSync(path.join(root, 'pending'))).toEqual([]);
    expect(readdirSync(path.join(root, 'sent'))).toEqual([`${kept.id}.json`]);
  });

  it('drops the submission a day after delivery, and what is left once the retention has passed', async () => {
    const store = folderStore(folder(), 'folder');
    const now = Date.now();
    const day = 24 * 60 * minute;
    const recent = sent(now - minute);
    const dayOld = sent(now - DELIVERED_KEPT_MS - minute);
    const expired = sent(now - ARCHIVE_KEPT_MS - day);
    const notYet = sent(now - ARCHIVE_KEPT_MS + day);
    for (const each of [recent, dayOld, expired, notYet]) await store.save(each);
    await store.sweep(now);
    expect(await store.get(recent.id)).toEqual(recent);
    expect(await store.get(dayOld.id)).toEqual(summary(dayOld));
    expect(await store.get(notYet.id)).toEqual(summary(notYet));
    expect(await store.get(expired.id)).toBeUndefined();
  });

  it('never names a file after anything but a lead id', async () => {
    const store = folderStore(folder(), 'folder');
    await expect(store.get('../../etc/passwd')).rejects.toThrow('not a lead id');
    await expect(store.claim('contact-../x', minute)).rejects.toThrow('not a lead id');
  });

  it('rejects when its folder cannot be written, so the caller sends without it', async () => {
    const notAFolder = path.join(folder(), 'file');
    writeFileSync(notAFolder, '');
    const store = folderStore(path.join(notAFolder, 'leads'), 'folder');
    await expect(store.save(lead(Date.now()))).rejects.toThrow();
  });
});

/** Debian's redis-server (installed by .ci/run), on a port the system says is free. */
let redisPort = 0;
let redisServer: ChildProcess | undefined;
let clients: Redis[] = [];
const connection = () => {
  const client = new Redis(`redis://127.0.0.1:${redisPort}`, { maxRetriesPerRequest: 1 });
  clients.push(client);
  return client;
};

beforeAll(async () => {
  redisPort = await freePort();
  redisServer = spawn('redis-server', redisServerArgs(redisPort));
  const probe = connection();
  for (let tries = 0; tries < 80 && probe.status !== 'ready'; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

afterAll(() => {
  for (const client of clients) client.disconnect();
  clients = [];
  redisServer?.kill();
});

behavesAsALeadStore('the Redis store (REDIS_URL)', async () => {
  const client = connection();
  await client.flushall();
  return redisStore(client);
});

describe('the Redis store', () => {
  it('lets Redis forget the submission a day after delivery, and the rest after the retention', async () => {
    const client = connection();
    const store = redisStore(client);
    const delivered = sent(Date.now());
    await store.save(delivered);
    const [full, archived] = await Promise.all([
      client.pttl(`lead:${delivered.id}`),
      client.pttl(`lead-archive:${delivered.id}`),
    ]);
    expect(full).toBeGreaterThan(DELIVERED_KEPT_MS - minute);
    expect(full).toBeLessThanOrEqual(DELIVERED_KEPT_MS);
    expect(archived).toBeGreaterThan(ARCHIVE_KEPT_MS - minute);
    expect(JSON.parse((await client.get(`lead-archive:${delivered.id}`)) ?? '')).toEqual(summary(delivered));
    // Once Redis has forgotten the submission, the summary still says the request is known and sent.
    await client.del(`lead:${delivered.id}`);
    expect(await store.get(delivered.id)).toEqual(summary(delivered));
  });

  it('gives a lead to one instance at a time', async () => {
    const [one, other] = [redisStore(connection()), redisStore(connection())];
    const kept = lead(Date.now());
    await one.save(kept);
    const claims = await Promise.all([one.claim(kept.id, minute), other.claim(kept.id, minute)]);
    expect(claims.filter(Boolean)).toHaveLength(1);
  });
});
