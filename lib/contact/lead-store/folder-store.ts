import 'server-only';
import { randomUUID } from 'node:crypto';
import { mkdir, open, opendir, readFile, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { deliveredAt, hasSubmission, withoutSubmission, type Lead, type LeadStore, type StoredLead } from './lead';

/** The most files one call reads: a listing never grows with what a flood may have left. */
const LISTING_LIMIT = 1_000;

/** Only ids this site makes name files (`contact-<hex>`), so a path can never leave the folder. */
const safeId = /^contact-[0-9a-f]{16,64}$/;

/**
 * Leads as files, one per lead, for a single server (LEADS_DIR) or the local outbox: `pending/` until
 * delivered, `delivered/` for a day, then `archived/` without the submission. A write goes to a temporary
 * file, is flushed to the disk, then renamed over the old one, and the folder is flushed too: a crash leaves
 * the old lead or the new one, never half of one. A claim is a lock file created exclusively. `archived/` is read
 * through once a day, one file at a time, to delete what the privacy policy no longer lets the site keep.
 */
export function createFolderStore(root: string, kind: LeadStore['kind']): LeadStore {
  const folders = { pending: 'pending', delivered: 'delivered', archived: 'archived', locks: 'locks' } as const;
  // The folder is the owner's choice at run time: nothing of it belongs in the build's traced files.
  const dirOf = (folder: keyof typeof folders) => path.join(/* turbopackIgnore: true */ root, folders[folder]);
  const fileOf = (folder: keyof typeof folders, id: string) => {
    if (!safeId.test(id)) throw new Error(`[leads] not a lead id: ${id.slice(0, 80)}`);
    return path.join(/* turbopackIgnore: true */ dirOf(folder), `${id}.${folder === 'locks' ? 'lock' : 'json'}`);
  };
  let ready: Promise<unknown> | undefined;
  const prepared = () =>
    (ready ??= Promise.all(
      Object.keys(folders).map((folder) =>
        mkdir(dirOf(folder as keyof typeof folders), { recursive: true, mode: 0o700 }),
      ),
    ).catch((error) => {
      ready = undefined;
      throw error;
    }));

  async function flushFolder(folder: string) {
    const handle = await open(folder, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  async function writeDurably(file: string, content: string) {
    const temporary = `${file}.${randomUUID()}.tmp`;
    const handle = await open(temporary, 'wx', 0o600);
    try {
      await handle.writeFile(content);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
    await flushFolder(path.dirname(file));
  }

  async function read(file: string): Promise<StoredLead | undefined> {
    try {
      return JSON.parse(await readFile(file, 'utf8')) as StoredLead;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  const removeIfThere = (file: string) =>
    unlink(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });

  /** The names of up to LISTING_LIMIT leads of a folder, in the order the disk gives them. */
  async function list(folder: keyof typeof folders): Promise<string[]> {
    const ids: string[] = [];
    for await (const entry of await opendir(dirOf(folder))) {
      if (entry.name.endsWith('.json')) ids.push(entry.name.slice(0, -'.json'.length));
      if (ids.length >= LISTING_LIMIT) break;
    }
    return ids;
  }

  async function readAll(folder: keyof typeof folders): Promise<StoredLead[]> {
    const leads = await Promise.all((await list(folder)).map((id) => read(fileOf(folder, id))));
    return leads.filter((lead) => lead !== undefined);
  }

  return {
    kind,
    async claim(id, leaseMs) {
      await prepared();
      const lock = fileOf('locks', id);
      for (let tries = 0; tries < 2; tries += 1) {
        try {
          await (await open(lock, 'wx', 0o600)).close();
          return () => removeIfThere(lock);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        }
        // A lock older than its lease was left by a process that stopped: take it over. Two processes doing so
        // at the same instant could both send; the provider's idempotency key still makes that one email.
        const held = await stat(lock).catch(() => undefined);
        if (held && Date.now() - held.mtimeMs < leaseMs) return undefined;
        await removeIfThere(lock);
      }
      return undefined;
    },
    async get(id) {
      await prepared();
      return (
        (await read(fileOf('archived', id))) ??
        (await read(fileOf('delivered', id))) ??
        (await read(fileOf('pending', id)))
      );
    },
    async save(lead) {
      await prepared();
      if (lead.state !== 'sent') return writeDurably(fileOf('pending', lead.id), JSON.stringify(lead));
      await writeDurably(fileOf(hasSubmission(lead) ? 'delivered' : 'archived', lead.id), JSON.stringify(lead));
      await removeIfThere(fileOf('pending', lead.id));
    },
    async pending(limit) {
      await prepared();
      const leads = (await readAll('pending')).filter(
        (lead): lead is Lead => hasSubmission(lead) && lead.state !== 'sent',
      );
      return leads.sort((a, b) => a.createdAt - b.createdAt).slice(0, limit);
    },
    async backlog() {
      await prepared();
      const leads = await readAll('pending');
      const oldestCreatedAt = leads.length ? Math.min(...leads.map((lead) => lead.createdAt)) : undefined;
      return { pending: leads.length, oldestCreatedAt };
    },
    async forgetDeliveredBefore(before) {
      await prepared();
      for (const lead of await readAll('delivered')) {
        if (deliveredAt(lead) >= before) continue;
        await writeDurably(fileOf('archived', lead.id), JSON.stringify(withoutSubmission(lead)));
        await removeIfThere(fileOf('delivered', lead.id));
      }
    },
    async deleteArchivedBefore(before) {
      await prepared();
      for await (const entry of await opendir(dirOf('archived'))) {
        const id = entry.name.endsWith('.json') ? entry.name.slice(0, -'.json'.length) : '';
        if (!safeId.test(id)) continue;
        // An unreadable file is left for the owner to look at, not a reason to stop.
        const archived = await read(fileOf('archived', id)).catch(() => undefined);
        if (archived && deliveredAt(archived) < before) await removeIfThere(fileOf('archived', id));
      }
    },
  };
}
