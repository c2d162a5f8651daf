/** @jest-environment node */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Redis from 'ioredis';
import {
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
const sent = (): Lead => ({ ...lead(Date.now() - minute), state: 'sent', acknowledged: true });
/** What a delivered lead keeps: nothing personal. */
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
    });

    it('takes a sent lead out of the pending ones and keeps it without its submission, so the same request again is known', async () => {
      const kept = lead(Date.now());
      await store.save(kept);
      const delivered = { ...kept, state: 'sent' as const, acknowledged: true };
      await store.save(delivered);
      expect(await store.pending()).toEqual([]);
      expect(await store.get(kept.id)).toEqual(summary(delivered));
    });
  });
}

const folder = () => mkdtempSync(path.join(tmpdir(), 'leads-'));
behavesAsALeadStore('the folder store (LEADS_DIR)', async () => folderStore(folder()));

describe('the folder store on disk', () => {
  it('writes one file per lead, nothing half-written, and moves it once sent', async () => {
    const root = folder();
    const store = folderStore(root);
    const kept = lead(Date.now());
    await store.save(kept);
    await store.save({ ...kept, attempts: 1 });
    expect(readdirSync(path.join(root, 'pending'))).toEqual([`${kept.id}.json`]);
    expect(JSON.parse(readFileSync(path.join(root, 'pending', `${kept.id}.json`), 'utf8')).attempts).toBe(1);
    await store.save({ ...kept, state: 'sent' });
    expect(readdirSync(path.join(root, 'pending'))).toEqual([]);
    expect(readdirSync(path.join(root, 'sent'))).toEqual([`${kept.id}.json`]);
  });

  it('forgets a delivered lead a day after its delivery, on the next look at the pending ones', async () => {
    const root = folder();
    const store = folderStore(root);
    const [recent, old] = [sent(), sent()];
    for (const each of [recent, old]) await store.save(each);
    const dayAgo = (Date.now() - DELIVERED_KEPT_MS - minute) / 1000;
    utimesSync(path.join(root, 'sent', `${old.id}.json`), dayAgo, dayAgo);
    await store.pending();
    expect(await store.get(recent.id)).toEqual(summary(recent));
    expect(await store.get(old.id)).toBeUndefined();
  });

  it('never names a file after anything but a lead id', async () => {
    const store = folderStore(folder());
    await expect(store.get('../../etc/passwd')).rejects.toThrow('not a lead id');
    await expect(store.save({ ...lead(0), id: 'contact-../x' })).rejects.toThrow('not a lead id');
  });

  it('rejects when its folder cannot be written, so the caller sends without it', async () => {
    const notAFolder = path.join(folder(), 'file');
    writeFileSync(notAFolder, '');
    const store = folderStore(path.join(notAFolder, 'leads'));
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
  it('lets Redis forget a delivered lead a day after its delivery', async () => {
    const client = connection();
    const store = redisStore(client);
    const delivered = sent();
    await store.save(delivered);
    const kept = await client.pttl(`lead:${delivered.id}`);
    expect(kept).toBeGreaterThan(DELIVERED_KEPT_MS - minute);
    expect(kept).toBeLessThanOrEqual(DELIVERED_KEPT_MS);
    expect(await store.get(delivered.id)).toEqual(summary(delivered));
  });
});
