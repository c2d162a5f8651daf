import { expect, test } from '@playwright/test';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { sitePages } from './site-pages';

/** The Nu HTML Checker, as the vnu-jar package ships it; run with the machine's Java (.ci/run installs it). */
const vnuJar = require.resolve('vnu-jar/build/dist/vnu.jar');

type VnuMessage = {
  type: string;
  url: string;
  message: string;
  lastLine?: number;
  firstColumn?: number;
  extract?: string;
};

/**
 * Runs the checker once over every file (the JVM starts slowly); it reports on stderr and exits 1 on errors.
 * Its CSS checks are left out: each page carries Tailwind's stylesheet inline, in CSS the checker's validator
 * predates (`@property`, container queries); the markup is what this test is about.
 */
async function checkFiles(files: string[]): Promise<VnuMessage[]> {
  const { stderr } = await promisify(execFile)(
    'java',
    ['-jar', vnuJar, '--format', 'json', '--errors-only', '--filterpattern', 'CSS: .*', ...files],
    {
      maxBuffer: 64 * 1024 * 1024,
    },
  ).catch((error: { stderr?: string; message: string }) => {
    if (!error.stderr?.trim().startsWith('{')) throw new Error(`The Nu HTML Checker did not run: ${error.message}`);
    return { stderr: error.stderr };
  });
  return (JSON.parse(stderr) as { messages: VnuMessage[] }).messages;
}

test('the server HTML of every page is valid for the Nu HTML Checker', async ({ request }) => {
  test.setTimeout(180_000);
  const pages = await sitePages(request);
  const folder = await mkdtemp(path.join(tmpdir(), 'html-validity-'));
  try {
    const pathOfFile = new Map<string, string>();
    for (const [index, { path: pagePath, status }] of pages.entries()) {
      const response = await request.get(pagePath);
      expect(response.status(), pagePath).toBe(status);
      const file = path.join(folder, `page-${index}.html`);
      await writeFile(file, await response.body());
      pathOfFile.set(pathToFileURL(file).href, pagePath);
    }
    const messages = await checkFiles([...pathOfFile.keys()].map((url) => new URL(url).pathname));
    const report = messages
      .map((message) => {
        const page = pathOfFile.get(message.url.replace(/^file:\/(?!\/)/, 'file:///')) ?? message.url;
        const where = message.lastLine ? ` (line ${message.lastLine}, column ${message.firstColumn})` : '';
        return `${page}${where}: ${message.message}${message.extract ? `\n    ${message.extract.replace(/\s+/g, ' ').trim()}` : ''}`;
      })
      .join('\n');
    expect(report, `${messages.length} HTML errors in ${pages.length} pages`).toBe('');
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
