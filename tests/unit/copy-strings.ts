import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';

const root = process.cwd();

/** A file of the project as text. */
export const readProjectFile = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Every string of a JSON tree, with where it sits. */
export function strings(node: unknown, at: string): [string, string][] {
  if (typeof node === 'string') return [[at, node]];
  if (Array.isArray(node)) return node.flatMap((item, index) => strings(item, `${at}[${index}]`));
  if (node && typeof node === 'object')
    return Object.entries(node).flatMap(([key, value]) => strings(value, at ? `${at}.${key}` : key));
  return [];
}

const pageCopyFiles = ['cities', 'landings'].flatMap((kind) =>
  readdirSync(path.join(root, 'content', 'pages', kind)).map((file) => `content/pages/${kind}/${file}`),
);

/** The catalogues and the long-form page copy as written, which quote site.config through ICU values. */
export const templatedCopy: [string, string][] = [
  ...strings(en, 'en'),
  ...strings(fr, 'fr'),
  ...pageCopyFiles.flatMap((file) => strings(JSON.parse(readProjectFile(file)), file)),
];

/** The front matter fields of an article that a reader sees as text. */
const frontMatterProse = ['title', 'excerpt', 'imageAlt', 'seoTitle', 'seoDescription', 'shareImageAlt'];

/**
 * A Markdown body's prose, a line each (paragraph, heading, list item, the author section's heading and text): code
 * blocks left out, a `code` span read as a word, a link as its text, an image as its alt text and caption.
 */
function markdownProse(markdown: string): string[] {
  let inCode = false;
  return markdown.split('\n').flatMap((line) => {
    if (line.startsWith('```')) inCode = !inCode;
    if (inCode || line.startsWith('```')) return [];
    const text = line
      .replace(/^>\s?/, '')
      .replace(/^(?:\[!NOTE\]|#+\s|[-*]\s|\d+\.\s)/, '')
      .replace(/`[^`]*`/g, 'code')
      .replace(/!\[([^\]]*)\]\(\S+(?: "([^"]*)")?\)/g, (_, alt: string, caption = '') => `${alt}. ${caption}`)
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\*\*|(?<!\w)_(?=\S)|(?<=\S)_(?!\w)/g, '')
      .trim();
    return text ? [text] : [];
  });
}

const postsDir = path.join(root, 'content', 'source', 'posts');

/**
 * The articles and the author profile as written in content/source, which quote site.config through ICU values like
 * the catalogues (docs/behaviour/content.md#figures-in-articles): each article's visible front matter and the prose
 * of its body, and the author's title, description and bio.
 */
export const articleCopy: [string, string][] = [
  ...readdirSync(postsDir).flatMap((locale) =>
    readdirSync(path.join(postsDir, locale)).flatMap((file) => {
      const at = `content/source/posts/${locale}/${file}`;
      const { data, content } = matter(readProjectFile(at));
      return [
        ...frontMatterProse
          .filter((field) => typeof data[field] === 'string')
          .map((field) => [`${at}:${field}`, data[field]]),
        ...markdownProse(content).map((text, index) => [`${at}#${index + 1}`, text]),
      ] as [string, string][];
    }),
  ),
  ...strings(JSON.parse(readProjectFile('content/source/author.json')), 'content/source/author.json').filter(([at]) =>
    /\.(title|description|bio)\./.test(at),
  ),
];
