import { isLocale } from '@/i18n/routing';
import { runTypographyOf, typographyOf, type TextRun } from '@/i18n/typography';

/** The fields of a content document that hold words; the others (slugs, dates, URLs, tags, code) are data. */
const words = new Set(['title', 'excerpt', 'alt', 'caption', 'heading', 'text', 'description', 'bio']);

type Span = { _type?: unknown; text?: unknown; marks?: unknown };

/** A paragraph's spans typeset as one text, each keeping its marks; a code span or an inline object is kept. */
function typesetSpans(children: readonly Span[], language: string): Span[] {
  const runs: TextRun[] = children.map((child) =>
    child._type === 'span' && typeof child.text === 'string'
      ? { text: child.text, code: Array.isArray(child.marks) && child.marks.includes('code') }
      : { text: '', code: true },
  );
  const texts = runTypographyOf(language)(runs);
  return children.map((child, index) => (runs[index].code ? child : { ...child, text: texts[index] }));
}

/**
 * A content document with its words printed as their language prints them (docs/behaviour/content.md#french-typography):
 * what an editor types with plain spaces gets French typography at render time. A document's words are in its
 * `language` (a category inside a post in its own); an author's are keyed by language.
 */
export function typeset<T>(value: T, language = ''): T {
  if (Array.isArray(value)) return value.map((item) => typeset(item, language)) as T;
  if (!value || typeof value !== 'object') return value;
  const document = value as Record<string, unknown>;
  const own = typeof document.language === 'string' && isLocale(document.language) ? document.language : language;
  if (document._type === 'block' && Array.isArray(document.children))
    return { ...document, children: typesetSpans(document.children, own) } as T;
  return Object.fromEntries(
    Object.entries(document).map(([key, field]) => {
      if (typeof field !== 'string') return [key, typeset(field, own)];
      if (words.has(key)) return [key, typographyOf(own)(field)];
      return [key, isLocale(key) ? typographyOf(key)(field) : field];
    }),
  ) as T;
}
