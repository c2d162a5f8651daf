/** @jest-environment node */
import { typographyDefects } from '@/i18n/typography';
import { readProjectFile as read, strings, templatedCopy } from './copy-strings';

/**
 * The French the site ships, as written in its sources: the catalogue, the city and landing copy, the author and
 * the categories, and the French articles of the embedded dataset (built from content/source/posts/fr). Each must
 * already carry French typography (docs/behaviour/content.md#french-typography); the render-time pass is for text
 * that arrives from elsewhere.
 */

type Block = {
  _type: string;
  _key: string;
  children?: { text?: string; marks?: string[] }[];
  alt?: string;
  caption?: string;
  heading?: string;
  text?: string;
};
type Post = {
  _type: string;
  language?: string;
  slug?: { current: string };
  title?: string;
  excerpt?: string;
  seo?: { title?: string; description?: string };
  mainImage?: { alt?: string; caption?: string };
  body?: Block[];
};

/** A message's words as a reader meets them: rich-text tags (`<privacy>…</privacy>`) are not text. */
const messageWords = (text: string) => text.replace(/<\/?[\w-]+>/g, '');

/** The words of a block: its spans as one paragraph, an inline code span read as a word (it is never typeset). */
function blockWords(block: Block): string[] {
  if (block._type === 'block')
    return [(block.children ?? []).map((span) => (span.marks?.includes('code') ? 'code' : (span.text ?? ''))).join('')];
  return [block.alt, block.caption, block.heading, block.text].filter((text) => typeof text === 'string');
}

const frenchArticles: [string, string][] = read('content/dataset.ndjson')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Post)
  .filter((document) => document._type === 'post' && document.language === 'fr')
  .flatMap((post) => {
    const at = `posts/fr/${post.slug?.current}`;
    const fields = [post.title, post.excerpt, post.seo?.title, post.seo?.description, post.mainImage?.alt];
    return [
      ...fields.filter((text) => typeof text === 'string').map((text): [string, string] => [at, text]),
      ...(post.body ?? []).flatMap((block) =>
        blockWords(block).map((text): [string, string] => [`${at}#${block._key}`, text]),
      ),
    ];
  });

const frenchValues = (file: string) =>
  strings(JSON.parse(read(file)), file).filter(([at]) => /\.fr(\.|$)/.test(at.slice(file.length)));

const frenchSources: [string, string][] = [
  ...templatedCopy
    .filter(([at]) => at.startsWith('fr.') || /^content\/pages\/\w+\/[\w-]+\.fr\.json/.test(at))
    .map(([at, text]): [string, string] => [at, messageWords(text)]),
  ...frenchValues('content/source/author.json'),
  ...frenchValues('content/source/categories.json'),
  ...frenchArticles,
];

const defectsIn = (sources: readonly [string, string][]) =>
  sources.flatMap(([at, text]) => typographyDefects(text).map(({ kind, context }) => `${at}: ${kind}: «${context}»`));

describe('the French sources carry French typography', () => {
  it('reads every French source: the catalogue, the page copy, the author, the categories and the articles', () => {
    const at = frenchSources.map(([where]) => where);
    expect(at.filter((where) => where.startsWith('fr.')).length).toBeGreaterThan(500);
    expect(at.filter((where) => where.startsWith('content/pages/')).length).toBeGreaterThan(500);
    expect(new Set(at.filter((where) => where.startsWith('posts/fr/')).map((where) => where.split('#')[0])).size).toBe(
      10,
    );
    expect(at.some((where) => where.startsWith('content/source/author.json'))).toBe(true);
    expect(at.some((where) => where.startsWith('content/source/categories.json'))).toBe(true);
  });

  it('has no plain space (or none) where a no-break space belongs', () => {
    expect(defectsIn(frenchSources)).toEqual([]);
  });

  it('would catch each kind of defect', () => {
    const written = [
      'Pourquoi ?',
      'Note: voici',
      'Un point ; un autre',
      '« Bonjour »',
      '1 200 commandes',
      'En hausse de 40 %',
      'Dès 450 €',
    ];
    expect(written.filter((text) => defectsIn([['test', text]]).length === 0)).toEqual([]);
  });
});
