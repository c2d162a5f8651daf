import { listStored, readItem, writeCookie, writeItem } from '@/lib/consent/storage';
import { existsSync } from 'node:fs';
import { STORAGE_KEY_NOTES } from '@/lib/consent/storage-key-notes';
import { STORAGE_KEYS, type StorageEntry } from '@/lib/consent/storage-keys';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';

const entries = Object.values(STORAGE_KEYS) as StorageEntry[];

afterEach(() => jest.restoreAllMocks());

describe('the storage registry', () => {
  it.each([
    ['en', en],
    ['fr', fr],
  ] as const)('names every key the site writes on the cookie settings page, in its category (%s)', (_, messages) => {
    const { categories } = messages.CookieSettingsPage;
    // admin_mode is set by hand in the owner's own browser, never in a visitor's.
    const written = entries.filter((entry) => !entry.legacy && !entry.prefix && entry.name !== 'admin_mode');
    for (const entry of written)
      expect([entry.category, categories[entry.category].stores]).toEqual([
        entry.category,
        expect.stringContaining(entry.name),
      ]);
  });

  it('says of every entry why it is kept, for how long, and which module of the site writes it', () => {
    for (const id of Object.keys(STORAGE_KEYS) as (keyof typeof STORAGE_KEYS)[]) {
      const { owner, purpose, retention } = STORAGE_KEY_NOTES[id];
      expect([id, purpose.length > 0, retention.length > 0]).toEqual([id, true, true]);
      for (const path of owner.match(/[\w./-]+\.tsx?\b/g) ?? [])
        expect([id, path, existsSync(path)]).toEqual([id, path, true]);
    }
  });

  it('gives each name one entry', () => {
    const names = entries.map((entry) => `${entry.area}:${entry.name}`);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('browser storage (spec §8: failures are silent)', () => {
  it('reads a blocked storage as nothing stored and says a write did not happen', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(readItem('theme')).toBeNull();
    expect(writeItem('theme', 'red')).toBe(false);
    expect(listStored()).toEqual([]);
  });

  it('writes the language cookie that the home redirect reads', () => {
    writeCookie('languageCookie', 'fr');
    expect(listStored()).toContainEqual({ name: 'language', area: 'cookie', category: 'necessary', value: 'fr' });
  });
});
