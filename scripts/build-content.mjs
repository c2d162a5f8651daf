/**
 * Builds the embedded dataset (content/dataset.ndjson) from its readable sources in content/source/:
 * one Markdown file per article and language, the author and the categories. The NDJSON holds exactly
 * the documents the content service would hold, so the same GROQ queries run against both. An article's
 * front matter may also set its search fields: `seoTitle`, `seoDescription`, `shareImage` (with
 * `shareImageAlt`) and `noindex: true`.
 *
 *   npm run content:build
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(fileURLToPath(import.meta.url), '..', '..');
const sourceDir = join(root, 'content', 'source');
export const datasetPath = join(root, 'content', 'dataset.ndjson');
/** The languages with content: one folder of posts each (content/source/posts/<locale>/). */
const languages = readdirSync(join(sourceDir, 'posts')).sort();

const hash = (text, length = 12) => createHash('sha1').update(text).digest('hex').slice(0, length);
const reference = (id) => ({ _type: 'reference', _ref: id });
const readJson = (name) => JSON.parse(readFileSync(join(sourceDir, name), 'utf8'));

/** One image file under public/ becomes an asset document, with an id shaped like the service's. */
function imageAsset(publicPath) {
  const svg = readFileSync(join(root, 'public', publicPath), 'utf8');
  const width = Number(/width="(\d+)"/.exec(svg)?.[1]);
  const height = Number(/height="(\d+)"/.exec(svg)?.[1]);
  if (!width || !height) throw new Error(`${publicPath}: the SVG needs width and height attributes`);
  return {
    _id: `image-${hash(svg, 40)}-${width}x${height}-svg`,
    _type: 'sanity.imageAsset',
    url: publicPath,
    path: publicPath,
    originalFilename: publicPath.split('/').pop(),
    extension: 'svg',
    mimeType: 'image/svg+xml',
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
    },
  };
}

function parseFrontMatter(text, file) {
  const found = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (!found) throw new Error(`${file}: missing front matter`);
  const fields = {};
  for (const line of found[1].split('\n')) {
    const at = line.indexOf(':');
    fields[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return { fields, body: text.slice(found[0].length) };
}

const inlinePatterns = [
  { mark: 'link', pattern: /\[([^\]]+)\]\(([^)\s]+)\)/ },
  { mark: 'strong', pattern: /\*\*([^*]+)\*\*/ },
  { mark: 'em', pattern: /_([^_]+)_/ },
  { mark: 'code', pattern: /`([^`]+)`/ },
];

/** Inline Markdown (links, **strong**, _em_, `code`) -> portable text spans and link mark definitions. */
function parseInline(text, keyOf) {
  const children = [];
  const markDefs = [];
  let rest = text;
  while (rest) {
    const next = inlinePatterns
      .map(({ mark, pattern }) => ({ mark, found: pattern.exec(rest) }))
      .filter(({ found }) => found)
      .sort((a, b) => a.found.index - b.found.index)[0];
    if (!next) {
      children.push({ text: rest, marks: [] });
      break;
    }
    if (next.found.index > 0) children.push({ text: rest.slice(0, next.found.index), marks: [] });
    if (next.mark === 'link') {
      const _key = keyOf(`link-${markDefs.length}`);
      markDefs.push({ _key, _type: 'link', href: next.found[2] });
      children.push({ text: next.found[1], marks: [_key] });
    } else {
      children.push({ text: next.found[1], marks: [next.mark] });
    }
    rest = rest.slice(next.found.index + next.found[0].length);
  }
  return {
    children: children.map((child, index) => ({ _type: 'span', _key: keyOf(`span-${index}`), ...child })),
    markDefs,
  };
}

function textBlock(text, keyOf, extra) {
  return { _type: 'block', _key: keyOf('block'), style: 'normal', ...extra, ...parseInline(text, keyOf) };
}

/** Block-level Markdown -> portable text, with the custom blocks the content model has. */
function parseBody(markdown, { docId, images }) {
  const lines = markdown.split('\n');
  const blocks = [];
  let index = 0;
  const nextKeyOf = () => {
    const blockIndex = blocks.length;
    return (suffix) => hash(`${docId}:${blockIndex}:${suffix}`);
  };
  while (index < lines.length) {
    const line = lines[index];
    if (!line.trim()) {
      index += 1;
      continue;
    }
    const keyOf = nextKeyOf();
    const fence = /^```(\w*)$/.exec(line);
    if (fence) {
      const end = lines.indexOf('```', index + 1);
      blocks.push({
        _type: 'codeBlock',
        _key: keyOf('code'),
        language: fence[1] || 'text',
        code: lines.slice(index + 1, end).join('\n'),
      });
      index = end + 1;
      continue;
    }
    if (line === ':::author') {
      const end = lines.indexOf(':::', index + 1);
      const [heading, ...text] = lines.slice(index + 1, end);
      blocks.push({ _type: 'authorSection', _key: keyOf('author'), heading, text: text.join(' ').trim() });
      index = end + 1;
      continue;
    }
    const image = /^!\[([^\]]+)\]\((\S+)(?: "([^"]+)")?\)$/.exec(line);
    if (image) {
      const asset = images(image[2]);
      blocks.push({
        _type: 'image',
        _key: keyOf('image'),
        asset: reference(asset._id),
        alt: image[1],
        ...(image[3] ? { caption: image[3] } : {}),
      });
      index += 1;
      continue;
    }
    const heading = /^(#{2,3}) (.+)$/.exec(line);
    if (heading) {
      blocks.push(textBlock(heading[2], keyOf, { style: `h${heading[1].length}` }));
      index += 1;
      continue;
    }
    const listItem = /^(- |\d+\. )(.+)$/.exec(line);
    if (listItem) {
      blocks.push(textBlock(listItem[2], keyOf, { listItem: listItem[1] === '- ' ? 'bullet' : 'number', level: 1 }));
      index += 1;
      continue;
    }
    const paragraph = [];
    while (index < lines.length && lines[index].trim() && !/^(```|:::|#{2,3} |- |\d+\. |!\[)/.test(lines[index])) {
      paragraph.push(lines[index].trim());
      index += 1;
    }
    const quote = paragraph[0].startsWith('> ');
    const text = paragraph.map((part) => part.replace(/^> /, '')).join(' ');
    blocks.push(textBlock(text, keyOf, quote ? { style: 'blockquote' } : {}));
  }
  return blocks;
}

const list = (value) =>
  value
    ? value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : [];

/** Every document of the embedded dataset, in a stable order. */
export function buildDataset() {
  const assets = new Map();
  const images = (publicPath) => {
    if (!assets.has(publicPath)) assets.set(publicPath, imageAsset(publicPath));
    return assets.get(publicPath);
  };

  const author = readJson('author.json');
  const authorDoc = {
    _id: `author-${author.slug}`,
    _type: 'author',
    name: author.name,
    slug: { _type: 'slug', current: author.slug },
    title: { _type: 'localeString', ...author.title },
    description: { _type: 'localeText', ...author.description },
    bio: { _type: 'localeText', ...author.bio },
    image: { _type: 'image', alt: author.name, asset: reference(images(author.image)._id) },
    linkedinUrl: author.linkedinUrl,
    ...(author.videoUrl ? { videoUrl: author.videoUrl } : {}),
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

  const posts = languages.flatMap((language) => {
    const folder = join(sourceDir, 'posts', language);
    return readdirSync(folder)
      .filter((file) => file.endsWith('.md'))
      .sort()
      .map((file) => {
        const slug = file.replace(/\.md$/, '');
        const { fields, body } = parseFrontMatter(readFileSync(join(folder, file), 'utf8'), file);
        for (const required of ['title', 'excerpt', 'publishedAt', 'image', 'imageAlt', 'categories']) {
          if (!fields[required]) throw new Error(`${language}/${file}: missing "${required}" in the front matter`);
        }
        const unknown = list(fields.categories).filter(
          (slug) => !categorySource.some((category) => category.slug === slug),
        );
        if (unknown.length > 0) throw new Error(`${language}/${file}: unknown categories ${unknown.join(', ')}`);
        const _id = `post-${language}-${slug}`;
        const seo = {
          ...(fields.seoTitle ? { title: fields.seoTitle } : {}),
          ...(fields.seoDescription ? { description: fields.seoDescription } : {}),
          ...(fields.shareImage
            ? { image: { _type: 'image', alt: fields.shareImageAlt, asset: reference(images(fields.shareImage)._id) } }
            : {}),
          ...(fields.noindex === 'true' ? { noindex: true } : {}),
        };
        return {
          _id,
          _type: 'post',
          title: fields.title,
          slug: { _type: 'slug', current: slug },
          excerpt: fields.excerpt,
          publishedAt: fields.publishedAt,
          language,
          featured: fields.featured === 'true',
          tags: list(fields.tags),
          mainImage: { _type: 'image', alt: fields.imageAlt, asset: reference(images(fields.image)._id) },
          author: reference(authorDoc._id),
          categories: list(fields.categories).map((categorySlug) => ({
            ...reference(`category-${language}-${categorySlug}`),
            _key: hash(`${_id}:${categorySlug}`),
          })),
          body: parseBody(body, { docId: _id, images }),
          // The studio's "Search and sharing" fields, when the front matter sets any.
          ...(Object.keys(seo).length > 0 ? { seo } : {}),
        };
      });
  });

  return [...assets.values(), authorDoc, ...categories, ...posts];
}

export function serializeDataset(documents) {
  return documents.map((document) => JSON.stringify(document)).join('\n') + '\n';
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const documents = buildDataset();
  writeFileSync(datasetPath, serializeDataset(documents));
  console.log(`Wrote ${documents.length} documents to ${datasetPath}`);
}
