/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { headingAnchors } from '@/components/blog/article-body';
import { categoryTitle, titleCaseSlug } from '@/lib/content/categories';
import { readingMinutes } from '@/lib/content/reading-time';
import { figureFormatter, fillFigures } from '@/i18n/figures';
import { siteConfig } from '@/site.config';
// @ts-expect-error: a plain Node script without type declarations
import { buildDataset, serializeDataset } from '@/scripts/build-content.mjs';

describe('category titles', () => {
  it('uses the category’s own title in its language', () => {
    expect(categoryTitle({ slug: 'tutorials', title: 'Tutoriels', language: 'fr' }, 'fr')).toBe('Tutoriels');
  });

  // docs/behaviour/content.md#categories
  it('translates a known slug when the title is in another language', () => {
    expect(categoryTitle({ slug: 'case-studies', title: 'Case studies', language: 'en' }, 'fr')).toBe('Études de cas');
    expect(categoryTitle({ slug: 'industry-news' }, 'en')).toBe('Industry news');
  });

  it('turns an unknown slug into title-cased words', () => {
    expect(categoryTitle({ slug: 'no-code-tools' }, 'fr')).toBe('No Code Tools');
    expect(titleCaseSlug('e-commerce_tips')).toBe('E Commerce Tips');
  });
});

describe('heading anchors', () => {
  it('gives each heading a readable, unique id', () => {
    const heading = (key: string, text: string, style = 'h2') => ({
      _type: 'block',
      _key: key,
      style,
      children: [{ _type: 'span', text }],
    });
    const anchors = headingAnchors([
      heading('a', "Qu'est-ce que l'INP ?"),
      { _type: 'block', _key: 'p', style: 'normal', children: [{ _type: 'span', text: 'Paragraph' }] },
      heading('b', 'Étape 1 : préparer', 'h3'),
      heading('c', "Qu'est-ce que l'INP ?"),
    ]);
    expect(Object.fromEntries(anchors)).toEqual({
      a: 'qu-est-ce-que-l-inp',
      b: 'etape-1-preparer',
      c: 'qu-est-ce-que-l-inp-2',
    });
  });
});

describe('reading time', () => {
  it('rounds up to whole minutes, never below one', () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(1200)).toBe(1);
    expect(readingMinutes(1201)).toBe(2);
    expect(readingMinutes(6000)).toBe(5);
  });
});

describe('the embedded dataset', () => {
  it('is up to date with its Markdown sources (run `npm run content:build` after editing them)', () => {
    const committed = readFileSync(path.join(process.cwd(), 'content', 'dataset.ndjson'), 'utf8');
    expect(serializeDataset(buildDataset({ siteConfig, figureFormatter, fillFigures }))).toBe(committed);
  });

  // docs/behaviour/content.md#figures-in-articles
  it('writes the figures of site.config into the articles and the author, as a changed config says them', async () => {
    let documents: { _id: string }[] = [];
    await jest.isolateModulesAsync(async () => {
      const { siteConfig: changed } = await import('@/site.config');
      Object.assign(changed.prices.website, { min: 590 });
      Object.assign(changed.claims, { replyHours: 48, projects: 75 });
      const { figureFormatter: formatter } = await import('@/i18n/figures');
      documents = buildDataset({ siteConfig: changed, figureFormatter: formatter, fillFigures });
    });
    const text = (id: string) => JSON.stringify(documents.find((document) => document._id === id));
    const english = text('post-en-turnkey-website-from-450-euros');
    const french = text('post-fr-site-web-cle-en-main-450-euros');
    expect(english).toContain('"title":"A turnkey website from €590: what you get');
    expect(english).toContain('A reply within 48\u00a0hours');
    expect(english).not.toMatch(/€450|24\u00a0hours/);
    expect(french).toContain('"title":"Un site web clé en main dès 590\u00a0€');
    expect(french).toContain('Une réponse sous 48\u00a0h');
    expect(french).not.toMatch(/450\u00a0€|24\u00a0h\b/);
    expect(text('author-camille-laurent')).toContain('more than 75\u00a0projects delivered');
    expect(text('author-camille-laurent')).toContain('plus de 75\u00a0projets');
  });
});
