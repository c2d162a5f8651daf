import { existsSync, readFileSync } from 'node:fs';
import { LANGUAGE_COOKIE } from '@/i18n/language-choice';
import { listStored, readItem, writeItem, writeLanguageCookie } from '@/lib/consent/storage';
import { STORAGE_KEYS, TAG_COOKIES, type Category } from '@/lib/consent/storage-keys';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';

type Entry = { id?: string; name: string; area: 'local' | 'session' | 'cookie'; category: Category; prefix?: true };
/** Every key and cookie the site knows: the registry's keys, the language cookie and the tags' cookie families. */
const entries: Entry[] = [
  ...Object.entries(STORAGE_KEYS).map(([id, entry]) => ({ id, ...entry })),
  { name: LANGUAGE_COOKIE, area: 'cookie', category: 'necessary' },
  ...(['analytics', 'marketing'] as const).flatMap((category) =>
    TAG_COOKIES[category].map((name) => ({ name, area: 'cookie' as const, category, prefix: true as const })),
  ),
];

/** The rows of the stored-keys table in the docs, each as its cells (without code marks) by column title. */
function documentedKeys(): Record<string, string>[] {
  const page = readFileSync('docs/behaviour/privacy-and-consent.md', 'utf8');
  const section = page.split(/^## /m).find((part) => part.startsWith('Stored keys\n')) ?? '';
  const [header = [], , ...rows] = section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.replaceAll('`', '').trim()),
    );
  return rows.map((cells) => Object.fromEntries(header.map((title, column) => [title, cells[column] ?? ''])));
}

afterEach(() => jest.restoreAllMocks());

describe('the storage registry', () => {
  it.each([
    ['en', en],
    ['fr', fr],
  ] as const)('names every key the site writes on the cookie settings page, in its category (%s)', (_, messages) => {
    const { categories } = messages.CookieSettingsPage;
    // admin_mode is set by hand in the owner's own browser, never in a visitor's.
    const written = entries.filter((entry) => !entry.prefix && entry.name !== 'admin_mode');
    for (const entry of written)
      expect([entry.category, categories[entry.category].stores]).toEqual([
        entry.category,
        expect.stringContaining(entry.name),
      ]);
  });

  it.each([
    ['en', en],
    ['fr', fr],
  ] as const)(
    'lists in browser storage exactly the keys the site writes there, none it no longer writes (%s)',
    (_, messages) => {
      const { categories } = messages.CookieSettingsPage;
      for (const category of ['necessary', 'functional'] as const) {
        const listed = categories[category].stores
          .split(':')
          .at(-1)!
          .split(',')
          .map((name) => name.trim());
        const written = entries
          .filter((entry) => entry.category === category && entry.area !== 'cookie')
          .map((entry) => entry.name)
          .filter((name) => name !== 'admin_mode');
        expect([category, listed.sort()]).toEqual([category, written.sort()]);
      }
    },
  );

  // docs/behaviour/privacy-and-consent.md#stored-keys
  it('is documented entry by entry: where, why, how long, and which existing file writes it', () => {
    const rows = documentedKeys();
    const areaNames = { local: 'localStorage', session: 'sessionStorage', cookie: 'cookie' };
    const documentedName = (entry: Entry) => entry.name + (entry.prefix ? '…' : '');
    expect(rows.map((row) => row.Name).sort()).toEqual(entries.map(documentedName).sort());
    for (const entry of entries) {
      const row = rows.find((candidate) => candidate.Name === documentedName(entry)) ?? {};
      expect([row.Name, row.Id, row.Where?.split(' ')[0], row.Category, row.Purpose !== '', row.Kept !== '']).toEqual([
        documentedName(entry),
        entry.id ?? '—',
        areaNames[entry.area],
        entry.category,
        true,
        true,
      ]);
      for (const path of row['Written by']?.match(/[\w./-]+\.(?:tsx?|js)\b/g) ?? [])
        expect([row.Name, path, existsSync(path)]).toEqual([row.Name, path, true]);
    }
  });

  it('gives each name one entry', () => {
    const names = entries.map((entry) => `${entry.area}:${entry.name}`);
    expect(new Set(names).size).toBe(names.length);
  });
});

// docs/behaviour/privacy-and-consent.md#storage-failures
describe('browser storage (failures are silent)', () => {
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
    writeLanguageCookie('fr');
    expect(listStored()).toContainEqual({ name: 'language', area: 'cookie', category: 'necessary', value: 'fr' });
  });
});
