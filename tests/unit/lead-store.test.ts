/** @jest-environment node */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ContactSubmission } from '@/lib/contact/schema';
import { RETENTION_MONTHS_SHOWN } from '@/lib/consent/constants';
import type { LeadStore } from '@/lib/contact/lead-store';
import { createFolderStore } from '@/lib/contact/lead-store/folder-store';
import { ARCHIVE_KEPT_MS, DELIVERED_KEPT_MS, newLead, retryDelayMs, type Lead } from '@/lib/contact/lead-store/lead';
import { createRedisStore } from '@/lib/contact/lead-store/redis-store';
import { connectRedis, createRedisLimiter } from '@/lib/rate-limit/redis';
import { freePort, redisServerArgs } from '../fixtures/local-servers';

jest.mock('server-only', () => ({}));

const minute = 60_000;

describe('what is left of a delivered lead', () => {
  it('is kept as long as the privacy policy says contact requests are (its months of thirty days)', () => {
    expect(ARCHIVE_KEPT_MS).toBe(RETENTION_MONTHS_SHOWN.forms * 30 * 24 * 60 * minute);
  });
});

describe('the backoff between attempts', () => {
  it('waits a minute, then doubles, and never more than an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 50].map((attempts) => retryDelayMs(attempts) / minute)).toEqual([
      1, 2, 4, 8, 16, 32, 60, 60, 60,
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
      expect((await store.pending(10)).map((pending) => pending.id)).toEqual([older.id, newer.id]);
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

    it('forgets a sent lead from the backlog, and its submission once its day is over', async () => {
      const now = Date.now();
      const early = {
        ...lead(now - 2 * DELIVERED_KEPT_MS),
        state: 'sent' as const,
        sentAt: now - DELIVERED_KEPT_MS - 1,
      };
      const recent = { ...lead(now - minute), state: 'sent' as const, sentAt: now - minute };
      await store.save({ ...early, state: 'pending' });
      await store.save(early);
      await store.save(recent);
      expect(await store.backlog()).toEqual({ pending: 0, oldestCreatedAt: undefined });
      await store.forgetDeliveredBefore(now - DELIVERED_KEPT_MS);
      expect(await store.get(early.id)).toEqual({
        id: early.id,
        createdAt: early.createdAt,
        sentAt: early.sentAt,
        state: 'sent',
      });
      expect(await store.get(recent.id)).toEqual(recent);
    });

    it('deletes what is left of a lead once the retention has passed since its delivery, and nothing younger', async () => {
      const now = Date.now();
      const day = 24 * 60 * minute;
      const sent = (sentAt: number) => ({ ...lead(sentAt - minute), state: 'sent' as const, sentAt });
      const expired = sent(now - ARCHIVE_KEPT_MS - day);
      const kept = sent(now - ARCHIVE_KEPT_MS + day);
      const delivered = sent(now - minute);
      for (const each of [expired, kept, delivered]) await store.save(each);
      await store.forgetDeliveredBefore(now - DELIVERED_KEPT_MS);
      expect(await store.get(expired.id)).toMatchObject({ id: expired.id, state: 'sent' });
      await store.deleteArchivedBefore(now - ARCHIVE_KEPT_MS);
      expect(await store.get(expired.id)).toBeUndefined();
      expect(await store.get(kept.id)).toEqual({
        id: kept.id,
        createdAt: kept.createdAt,
        sentAt: kept.sentAt,
        state: 'sent',
      });
      // A delivered lead still holding its submission is not an archive yet.
      expect(await store.get(delivered.id)).toEqual(delivered);
    });
  });
}

const folder = () => mkdtempSync(path.join(tmpdir(), 'leads-'));
behavesAsALeadStore('the folder store (LEADS_DIR)', async () => createFolderStore(folder(), 'folder'));

describe('the folder store on disk', () => {
  it('writes one file per lead, nothing half-written, and moves it once sent', async () => {
    const root = folder();
    const store = createFolderStore(root, 'folder');
    const kept = lead(Date.now());
    await store.save(kept);
    await store.save({ ...kept, attempts: 1 });
    expect(readdirSync(path.join(root, 'pending'))).toEqual([`${kept.id}.json`]);
    expect(JSON.parse(readFileSync(path.join(root, 'pending', `${kept.id}.json`), 'utf8')).attempts).toBe(1);
    await store.save({ ...kept, state: 'sent', sentAt: Date.now() });
    expect(readdirSync(path.join(root, 'pending'))).toEqual([]);
    expect(readdirSync(path.join(root, 'delivered'))).toEqual([`${kept.id}.json`]);
  });

  it('never names a file after anything but a lead id', async () => {
    const store = createFolderStore(folder(), 'folder');
    await expect(store.get('../../etc/passwd')).rejects.toThrow('not a lead id');
    await expect(store.claim('contact-../x', minute)).rejects.toThrow('not a lead id');
  });

  it('rejects when its folder cannot be written, so the caller sends without it', async () => {
    const notAFolder = path.join(folder(), 'file');
    writeFileSync(notAFolder, '');
    const store = createFolderStore(path.join(notAFolder, 'leads'), 'folder');
    await expect(store.save(lead(Date.now()))).rejects.toThrow();
  });
});

/** Debian's redis-server (installed by .ci/run), on a port the system says is free. */
let redisPort = 0;
let redisServer: ChildProcess | undefined;
/**
 * The site's own command timeout (500 ms) is for a server on another machine; this one shares a busy test machine,
 * where `npm test` runs it at a lower priority beside the browsers, and none of these tests is about a timeout.
 */
const connection = () => connectRedis(`redis://127.0.0.1:${redisPort}`, { commandTimeoutMs: 10_000 });
let connections: ReturnType<typeof connection>[] = [];

beforeAll(async () => {
  redisPort = await freePort();
  redisServer = spawn('redis-server', redisServerArgs(redisPort));
  const probe = connection();
  connections.push(probe);
  for (let tries = 0; tries < 80 && probe.client.status !== 'ready'; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await probe.client.flushall();
});

afterAll(async () => {
  for (const { client } of connections) client.disconnect();
  connections = [];
  redisServer?.kill();
});

behavesAsALeadStore('the Redis store (REDIS_URL)', async () => {
  const shared = connection();
  connections.push(shared);
  await shared.client.flushall();
  return createRedisStore(shared);
});

describe('the hourly ceiling of new leads in Redis', () => {
  it('is one count for every instance, read without counting', async () => {
    const [first, second] = [connection(), connection()];
    connections.push(first, second);
    const [one, other] = [createRedisLimiter(first), createRedisLimiter(second)];
    const rule = { attempts: 2, windowMs: minute };
    expect(await other.full('rate:new-leads:all', rule)).toBe(false);
    expect(await one.attempt('rate:new-leads:all', rule)).toEqual({ allowed: true });
    expect(await other.full('rate:new-leads:all', rule)).toBe(false);
    expect(await other.attempt('rate:new-leads:all', rule)).toEqual({ allowed: true });
    expect(await one.full('rate:new-leads:all', rule)).toBe(true);
    expect(await one.attempt('rate:new-leads:all', rule)).toMatchObject({ allowed: false });
  });
});

describe('the Redis store across instances', () => {
  it('gives a lead to one instance at a time', async () => {
    const [first, second] = [connection(), connection()];
    connections.push(first, second);
    const [one, other] = [createRedisStore(first), createRedisStore(second)];
    const kept = lead(Date.now());
    await one.save(kept);
    const claims = await Promise.all([one.claim(kept.id, minute), other.claim(kept.id, minute)]);
    expect(claims.filter(Boolean)).toHaveLength(1);
  });
});
