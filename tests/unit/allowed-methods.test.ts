/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { allowedMethods, HTTP_METHODS, READ_METHODS } from '@/lib/http/allowed-methods';

const appDir = path.join(process.cwd(), 'app');

/** Every route handler file of the app, with the folder it serves. */
function routeFiles(dir = appDir): { file: string; folder: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return /^route\.tsx?$/.test(entry.name) ? [{ file: full, folder: `/${path.relative(appDir, dir)}` }] : [];
  });
}

/** The methods a route file exports a handler for, and HEAD with GET (Next answers HEAD from GET). */
function exportedMethods(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const exported = HTTP_METHODS.filter((method) =>
    new RegExp(`export\\s+(?:async\\s+)?(?:function\\s+${method}\\b|const\\s+${method}\\b)`).test(source),
  );
  return exported.includes('GET') ? [...new Set([...exported, 'HEAD'])].sort() : [...exported].sort();
}

const sorted = (methods: readonly string[]) => [...methods].sort();

describe('the methods each path answers', () => {
  const files = routeFiles();

  it('finds the route handlers', () => {
    expect(files.map(({ folder }) => folder)).toEqual(
      expect.arrayContaining(['/api/contact', '/api/revalidate', '/[locale]/feed.xml', '/[locale]/og/[[...page]]']),
    );
  });

  it.each(routeFiles().filter(({ folder }) => folder.startsWith('/api/')))(
    'lists exactly the handlers of $folder',
    ({ file, folder }) => {
      expect(sorted(allowedMethods(folder))).toEqual(exportedMethods(file));
    },
  );

  it('keeps the cached handlers (feeds, share pictures) to GET and HEAD', () => {
    for (const { file, folder } of files.filter((route) => !route.folder.startsWith('/api/'))) {
      expect([folder, exportedMethods(file)]).toEqual([folder, sorted(READ_METHODS)]);
    }
    for (const path of ['/feed.xml', '/fr/feed.xml', '/og/about', '/fr/og/blog/x'])
      expect([path, allowedMethods(path)]).toEqual([path, READ_METHODS]);
  });

  it('takes a post on the newsletter confirmation page only, in each language, among the pages', () => {
    expect(allowedMethods('/newsletter/confirm')).toEqual([...READ_METHODS, 'POST']);
    expect(allowedMethods('/fr/newsletter/confirm')).toEqual([...READ_METHODS, 'POST']);
    for (const path of ['/', '/fr', '/services', '/contact', '/fr/contact', '/newsletter', '/studio', '/robots.txt'])
      expect([path, allowedMethods(path)]).toEqual([path, READ_METHODS]);
  });

  it('answers nothing but a read to a path it does not know, a trailing slash included', () => {
    for (const path of ['/api/contact/', '/api/unknown', '/API/contact', '*'])
      expect([path, allowedMethods(path)]).toEqual([path, READ_METHODS]);
  });
});
