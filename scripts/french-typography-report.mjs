/**
 * Counts the French typography defects (a plain space, or none, where a French publisher puts a no-break space:
 * docs/behaviour/content.md#french-typography) on every French page of a running site's sitemap: the page's
 * title, its description and the words of its body, without scripts, styles and code.
 *
 *   node scripts/french-typography-report.mjs [origin] [--details]
 *
 * `origin` defaults to http://localhost:3000. The sitemap's own origin is replaced by it.
 */
import { tsImport } from 'tsx/esm/api';

const { typographyDefects, typographyOf } = await tsImport('../i18n/typography.ts', import.meta.url);

/** A page of the language printed with French typography: its path starts with that language. */
const isFrench = (url) => typographyOf(url.pathname.split('/')[1])('a ?') !== 'a ?';

const args = process.argv.slice(2);
const origin = (args.find((arg) => !arg.startsWith('--')) ?? 'http://localhost:3000').replace(/\/$/, '');
const details = args.includes('--details');

const inline = new Set(['a', 'abbr', 'b', 'bdi', 'cite', 'data', 'em', 'i', 'kbd', 'mark', 'q', 's', 'small']);
['span', 'strong', 'sub', 'sup', 'time', 'u'].forEach((tag) => inline.add(tag));

const entities = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00A0' };
const decode = (text) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name) => {
    if (name[0] === '#') return String.fromCodePoint(Number(name[1] === 'x' ? `0${name.slice(1)}` : name.slice(1)));
    return entities[name.toLowerCase()] ?? whole;
  });

/** What a reader sees of a page: its title, its description, then the text of its body, block by block. */
function readableText(html) {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
  const body = html
    .replace(/<(script|style|template|pre|code|svg|noscript)\b[^>]*>[\s\S]*?<\/\1>/gi, '\n')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\/?([a-z0-9-]+)\b[^>]*>/gi, (tag, name) => (inline.has(name.toLowerCase()) ? '' : '\n'));
  return [title, description, body].map(decode).join('\n');
}

const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
  .map((match) => new URL(decode(match[1])))
  .filter(isFrench)
  .map((url) => `${origin}${url.pathname}`);

let total = 0;
for (const page of pages) {
  const response = await fetch(page);
  const defects = typographyDefects(readableText(await response.text()));
  total += defects.length;
  console.log(`${String(defects.length).padStart(4)}  ${response.status}  ${page.slice(origin.length)}`);
  if (details) for (const { kind, context } of defects) console.log(`        ${kind}: ${JSON.stringify(context)}`);
}
console.log(`${total} defects on ${pages.length} French pages`);
