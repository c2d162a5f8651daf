import { runTypographyOf, typographyOf, type TextRun } from '@/i18n/typography';
import type { Author, Category, ContentImage, Post, PostCard } from './schemas';

/**
 * The words of the content documents as their language prints them: text the owner types in the content
 * service arrives with plain spaces, and French typography puts its no-break spaces in at render time
 * (docs/behaviour/content.md#french-typography). Code (inline code marks, code blocks) and links' addresses are
 * left as written.
 */

type Typeset = (text: string) => string;

const optional = (typeset: Typeset, text: string | undefined) => (text === undefined ? text : typeset(text));

function typesetImage<T extends ContentImage | null | undefined>(image: T, typeset: Typeset): T {
  if (!image) return image;
  return { ...image, alt: optional(typeset, image.alt), caption: optional(typeset, image.caption) };
}

type Span = { _type?: unknown; text?: unknown; marks?: unknown };

/** A paragraph's spans typeset as one text, each span keeping its marks; a code span or an inline object is kept. */
function typesetSpans(children: readonly Span[], language: string): Span[] {
  const runs: TextRun[] = children.map((child) =>
    child._type === 'span' && typeof child.text === 'string'
      ? { text: child.text, code: Array.isArray(child.marks) && child.marks.includes('code') }
      : { text: '', code: true },
  );
  const texts = runTypographyOf(language)(runs);
  return children.map((child, index) => (runs[index].code ? child : { ...child, text: texts[index] }));
}

type Block = Post['body'][number];

function typesetBlock(block: Block, language: string, typeset: Typeset): Block {
  const text = (value: unknown) => (typeof value === 'string' ? typeset(value) : value);
  switch (block._type) {
    case 'block':
      return Array.isArray(block.children) ? { ...block, children: typesetSpans(block.children, language) } : block;
    case 'image':
      return { ...block, alt: text(block.alt), caption: text(block.caption) };
    case 'authorSection':
      return { ...block, heading: text(block.heading), text: text(block.text) };
    default:
      // Code blocks, and any type the site does not render as text.
      return block;
  }
}

/** An author's words, each in the language it is written in. */
export function typesetAuthor<T extends Author | null | undefined>(author: T): T {
  if (!author) return author;
  const localized = (texts: Author['title']) =>
    texts &&
    (Object.fromEntries(
      Object.entries(texts).map(([language, value]) => [language, optional(typographyOf(language), value)]),
    ) as typeof texts);
  return {
    ...author,
    title: localized(author.title),
    description: localized(author.description),
    bio: localized(author.bio),
  };
}

export function typesetCategory<T extends Pick<Category, 'title' | 'language'> & { description?: string }>(
  category: T,
): T {
  const typeset = typographyOf(category.language);
  return { ...category, title: typeset(category.title), description: optional(typeset, category.description) };
}

/** A post as listed: its title, excerpt, image and categories in the post's language. */
export function typesetCard<T extends PostCard>(card: T): T {
  const typeset = typographyOf(card.language);
  return {
    ...card,
    title: typeset(card.title),
    excerpt: typeset(card.excerpt),
    mainImage: typesetImage(card.mainImage, typeset),
    categories: card.categories.map((category) => ({
      ...category,
      title: optional(typographyOf(category.language), category.title),
    })),
  };
}

/** A whole article: everything a card has, its search fields, its body (not its code) and its author. */
export function typesetPost(post: Post): Post {
  const typeset = typographyOf(post.language);
  const card = typesetCard({ ...post, author: undefined });
  return {
    ...post,
    ...card,
    author: typesetAuthor(post.author),
    seo: post.seo && {
      ...post.seo,
      title: optional(typeset, post.seo.title),
      description: optional(typeset, post.seo.description),
      image: typesetImage(post.seo.image, typeset),
    },
    body: post.body.map((block) => typesetBlock(block, post.language, typeset)),
  };
}
