/**
 * Builds the embedded dataset (content/dataset.ndjson) from content/source/: the author, the categories and one
 * Markdown file per article and language (front matter read by gray-matter, the body by @portabletext/markdown),
 * as the documents the content service would hold (docs/architecture.md#content-sources).
 *
 *   npm run content:build
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { markdownToPortableText } from '@portabletext/markdown';
import matter from 'gray-matter';

const root = join(fileURLToPath(import.meta.url), '..', '..');
const sourceDir = join(root, 'content', 'source');
const languages = readdirSync(join(sourceDir, 'posts')).sort();

const hash = (text, length = 12) => createHash('sha1').update(text).digest('hex').slice(0, length);
const reference = (id) => ({ _type: 'reference', _ref: id });
const readJson = (name) => JSON.parse(readFileSync(join(sourceDir, name), 'utf8'));

/** One SVG under public/ as an image asset document, with an id shaped like the service's (what the queries read). */
function imageAsset(publicPath) {
  const svg = readFileSync(join(root, 'public', publicPath), 'utf8');
  const [width, height] = ['width', 'height'].map((side) => Number(new RegExp(`${side}="(\\d+)"`).exec(svg)?.[1]));
  if (!width || !height) throw new Error(`${publicPath}: the SVG needs width and height attributes`);
  const _id = `image-${hash(svg, 40)}-${width}x${height}-svg`;
  return { _id, _type: 'sanity.imageAsset', url: publicPath, metadata: { dimensions: { width, height } } };
}

/**
 * An article's body: Markdown as @portabletext/markdown reads it, with the content model's own blocks: a fenced
 * code block stays a `code` block, an image its asset with the title as caption, and a GitHub alert (`> [!NOTE]`) the
 * author section, its first line the heading and the rest the text.
 */
function portableText(markdown, id, image) {
  let count = 0;
  const keyGenerator = () => hash(`${id}:${count++}`);
  const text = (blocks) => blocks.flatMap((block) => block.children?.map((child) => child.text) ?? []).join('');
  return markdownToPortableText(markdown, {
    keyGenerator,
    types: {
      image: ({ value }) => ({
        _type: 'image',
        _key: keyGenerator(),
        asset: reference(image(value.src)._id),
        alt: value.alt,
        ...(value.title ? { caption: value.title } : {}),
      }),
      callout: ({ value }) => {
        const [heading, ...lines] = text(value.content).split('\n');
        return { _type: 'authorSection', _key: keyGenerator(), heading, text: lines.join(' ') };
      },
    },
  });
}

/**
 * A text of `language` with the figures of site.config written in where it quotes them by the names the messages
 * use (`{websiteFrom}`, `{replyHours}`, `{maintenanceMonths, plural, …}`), as i18n/figures.ts fills the
 * messages; the budget cuts are `{mobileAppCut1}`… A name with no figure stops the build
 * (docs/behaviour/content.md#figures-in-articles).
 */
function figureFiller(language, { siteConfig, figureFormatter, fillFigures }) {
  const figures = figureFormatter(
    language,
    JSON.parse(readFileSync(join(root, 'messages', `${language}.json`), 'utf8')),
  );
  const cuts = Object.entries(siteConfig.budgetCuts).flatMap(([key, amounts]) =>
    amounts.map((amount, index) => [`${key}Cut${index + 1}`, figures.euros(amount)]),
  );
  const values = { ...figures.values(), ...Object.fromEntries(cuts) };
  return (text) => {
    const filled = fillFigures(text, values, language);
    const unknown = /\{\s*(\w+)\s*[,}]/.exec(filled);
    if (unknown) throw new Error(`{${unknown[1]}} is no figure of site.config, in: ${text}`);
    return filled;
  };
}

/** Every text of a document with its figures written in; code is left as written. */
function withFigures(value, fill) {
  if (typeof value === 'string') return fill(value);
  if (Array.isArray(value)) return value.map((item) => withFigures(item, fill));
  if (!value || typeof value !== 'object' || value._type === 'code' || value.marks?.includes('code')) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withFigures(item, fill)]));
}

/**
 * Every document of the embedded dataset, in a stable order. `i18n` holds what fills in the figures, TypeScript
 * the caller loads: `siteConfig` (site.config.ts), `figureFormatter` and `fillFigures` (i18n/figures.ts).
 */
export function buildDataset(i18n) {
  const fill = Object.fromEntries(languages.map((language) => [language, figureFiller(language, i18n)]));
  const localized = (texts) =>
    Object.fromEntries(languages.map((language) => [language, fill[language](texts[language])]));
  const assets = new Map();
  const image = (publicPath) => {
    if (!assets.has(publicPath)) assets.set(publicPath, imageAsset(publicPath));
    return assets.get(publicPath);
  };
  const imageField = (publicPath, alt) => ({ _type: 'image', alt, asset: reference(image(publicPath)._id) });

  const author = readJson('author.json');
  const authorDoc = {
    _id: `author-${author.slug}`,
    _type: 'author',
    name: author.name,
    slug: { _type: 'slug', current: author.slug },
    title: { _type: 'localeString', ...localized(author.title) },
    description: { _type: 'localeText', ...localized(author.description) },
    bio: { _type: 'localeText', ...localized(author.bio) },
    image: imageField(author.image, author.name),
    linkedinUrl: author.linkedinUrl,
    videoUrl: author.videoUrl,
  };

  const categorySource = readJson('categories.json');
  const categories = categorySource.flatMap((category) =>
    languages.map((language) => ({
      _id: `category-${language}-${category.slug}`,
      _type: 'category',
      title: category.title[language],
      slug: { _type: 'slug', current: category.slug },
      description: category.description[language],
      language,
    })),
  );

  const posts = languages.flatMap((language) =>
    readdirSync(join(sourceDir, 'posts', language))
      .sort()
      .map((file) => {
        const slug = file.replace(/\.md$/, '');
        const { data, content } = matter(readFileSync(join(sourceDir, 'posts', language, file), 'utf8'));
        for (const field of ['title', 'excerpt', 'publishedAt', 'image', 'imageAlt', 'categories']) {
          if (!data[field]) throw new Error(`${language}/${file}: missing "${field}" in the front matter`);
        }
        const unknown = data.categories.filter((name) => !categorySource.some((category) => category.slug === name));
        if (unknown.length > 0) throw new Error(`${language}/${file}: unknown categories ${unknown.join(', ')}`);
        const _id = `post-${language}-${slug}`;
        // The studio's "Search and sharing" title and description, when the front matter sets them.
        const seo = { title: data.seoTitle, description: data.seoDescription };
        return withFigures(
          {
            _id,
            _type: 'post',
            title: data.title,
            slug: { _type: 'slug', current: slug },
            excerpt: data.excerpt,
            publishedAt: data.publishedAt.toISOString(),
            language,
            featured: data.featured === true,
            tags: data.tags ?? [],
            mainImage: imageField(data.image, data.imageAlt),
            author: reference(authorDoc._id),
            categories: data.categories.map((name) => ({
              ...reference(`category-${language}-${name}`),
              _key: hash(`${_id}:${name}`),
            })),
            body: portableText(content, _id, image),
            ...(Object.values(seo).some(Boolean) ? { seo } : {}),
          },
          fill[language],
        );
      }),
  );

  return [...assets.values(), authorDoc, ...categories, ...posts];
}

/** One JSON document a line; a field left undefined is left out. */
export const serializeDataset = (documents) => documents.map((document) => JSON.stringify(document)).join('\n') + '\n';

async function main() {
  const { tsImport } = await import('tsx/esm/api');
  const load = (file) => tsImport(file, import.meta.url);
  const [{ siteConfig }, { figureFormatter, fillFigures }] = await Promise.all(
    ['../site.config.ts', '../i18n/figures.ts'].map(load),
  );
  const documents = buildDataset({ siteConfig, figureFormatter, fillFigures });
  writeFileSync(join(root, 'content', 'dataset.ndjson'), serializeDataset(documents));
  console.log(`Wrote ${documents.length} documents to content/dataset.ndjson`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
