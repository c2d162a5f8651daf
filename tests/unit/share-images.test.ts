/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { articleAt, pageSegments, sectionPage, shareImagePath } from '@/i18n/paths';
import { SEO_DESCRIPTION_MAX_LENGTH } from '@/lib/content/constants';
import type { ContentImage } from '@/lib/content/schemas';
import { articleSearchText } from '@/lib/seo/page-title';

type ShareImages = typeof import('@/lib/seo/share-image');

/** lib/seo/share-image as a deployment with these variables loads it. */
function shareImagesWith(vars: Record<string, string>): ShareImages {
  const saved = { ...process.env };
  Object.assign(process.env, vars);
  let loaded: ShareImages | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<ShareImages>('@/lib/seo/share-image');
  });
  process.env = saved;
  return loaded!;
}

const lyon = { pathname: '/web-developer/[city]' as const, params: { city: 'lyon' } };
const article = (slug: string) => ({ pathname: '/blog/[slug]' as const, params: { slug } });

describe('where a page’s share picture lives', () => {
  it('mirrors the page’s public address under /og, in its language', () => {
    expect(shareImagePath('en', '/')).toBe('/og');
    expect(shareImagePath('fr', '/')).toBe('/fr/og');
    expect(shareImagePath('en', '/about')).toBe('/og/about');
    expect(shareImagePath('fr', '/about')).toBe('/fr/og/a-propos');
    expect(shareImagePath('fr', lyon)).toBe('/fr/og/developpeur-web/lyon');
    expect(shareImagePath('fr', article('guide-core-web-vitals'))).toBe('/fr/og/blog/guide-core-web-vitals');
  });

  it('finds the page back from the segments of that address', () => {
    expect(pageSegments('fr', lyon)).toEqual(['developpeur-web', 'lyon']);
    expect(sectionPage('fr', ['developpeur-web', 'lyon'])).toEqual({
      internal: '/web-developer/[city]',
      params: { city: 'lyon' },
    });
    expect(sectionPage('en', [])).toEqual({ internal: '/', params: {} });
    expect(sectionPage('en', ['no-such-page'])).toBeUndefined();
  });

  it('names the article a path or its picture is of, for the proxy to check it is published', () => {
    expect(articleAt('/og/blog/core-web-vitals-guide')).toEqual({
      locale: 'en',
      slug: 'core-web-vitals-guide',
    });
    expect(articleAt('/fr/og/blog/guide-core-web-vitals')).toEqual({
      locale: 'fr',
      slug: 'guide-core-web-vitals',
    });
    expect(articleAt('/fr/blog/guide-core-web-vitals')).toEqual({ locale: 'fr', slug: 'guide-core-web-vitals' });
    for (const path of [
      '/blog',
      '/fr/blog/a/b',
      '/og/blog',
      '/og/blog/a/b',
      '/og/about',
      '/og/og/blog/x',
      '/services/og/blog/x',
      '/og/blog/%E0%A4',
    ]) {
      expect([path, articleAt(path)]).toEqual([path, undefined]);
    }
  });

  it('is an absolute https URL on a production build, whatever path the page has', () => {
    const { generatedShareImage } = shareImagesWith({ NEXT_PUBLIC_SITE_URL: 'https://www.camille-laurent.dev' });
    expect(generatedShareImage('fr', '/about', 'À propos')).toEqual({
      url: 'https://www.camille-laurent.dev/fr/og/a-propos',
      width: 1200,
      height: 630,
      type: 'image/png',
      alt: 'Camille Laurent Studio: À propos',
    });
  });
});

describe('an article’s own picture', () => {
  const cdnImage = (hash: string, alt?: string): ContentImage => ({
    alt,
    caption: undefined,
    asset: {
      _id: `image-${hash}-2400x1600-jpg`,
      url: `https://cdn.sanity.io/images/abc123/production/${hash}-2400x1600.jpg`,
      width: 2400,
      height: 1600,
    },
  });
  const localSvg: ContentImage = {
    alt: 'A drawing',
    caption: undefined,
    asset: { _id: 'image-local-1200x630-svg', url: '/blog/drawing.svg', width: 1200, height: 630 },
  };
  const withProject = () => shareImagesWith({ NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123' });

  it('is its main image through the image CDN, as a JPEG cropped to 1200 × 630', () => {
    const picture = withProject().articleShareImage({
      title: 'Title',
      mainImage: cdnImage('a1b2c3', 'Three gauges'),
    });
    expect(picture).toMatchObject({ width: 1200, height: 630, type: 'image/jpeg', alt: 'Three gauges' });
    const url = new URL(picture!.url);
    expect(url.origin).toBe('https://cdn.sanity.io');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ w: '1200', h: '630', fit: 'crop', fm: 'jpg' });
  });

  it('is the share image the studio sets, before the main image', () => {
    const picture = withProject().articleShareImage({
      title: 'Title',
      mainImage: cdnImage('a1b2c3'),
      seo: { title: undefined, description: undefined, image: cdnImage('d4e5f6', 'Shared') },
    });
    expect(picture?.url).toContain('/d4e5f6-2400x1600.jpg');
    expect(picture?.alt).toBe('Shared');
  });

  it('is none for the embedded dataset’s SVG files, which the networks do not show: the page’s generated one stands in', () => {
    expect(withProject().articleShareImage({ title: 'Title', mainImage: localSvg })).toBeUndefined();
    expect(shareImagesWith({}).articleShareImage({ title: 'Title', mainImage: localSvg })).toBeUndefined();
  });
});

describe('an article’s search fields', () => {
  it('replace its title and excerpt in search results and shares when set', () => {
    const post = { title: 'Headline', excerpt: 'The excerpt.' };
    expect(articleSearchText(post)).toEqual({ title: 'Headline', description: 'The excerpt.' });
    expect(articleSearchText({ ...post, seo: { title: 'Search title', description: 'Search text.' } })).toEqual({
      title: 'Search title',
      description: 'Search text.',
    });
  });

  it('stay within what search results show in the embedded dataset, as the studio requires', () => {
    const dataset = readFileSync(path.join(process.cwd(), 'content', 'dataset.ndjson'), 'utf8');
    const descriptions = dataset
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { _type: string; seo?: { description?: string } })
      .flatMap((document) =>
        document._type === 'post' && document.seo?.description ? [document.seo.description] : [],
      );
    expect(descriptions.length).toBeGreaterThan(0);
    for (const description of descriptions) expect(description.length).toBeLessThanOrEqual(SEO_DESCRIPTION_MAX_LENGTH);
  });
});
