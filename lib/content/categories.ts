import type { Locale } from '@/i18n/routing';
import categories from '@/content/source/categories.json';

/** The translated titles of the known category slugs, from the file the embedded dataset is built from. */
const categoryTitles = new Map(categories.map((category) => [category.slug, category.title]));

/** `tips-and-tricks` -> "Tips And Tricks". */
export const titleCaseSlug = (slug: string) =>
  slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/**
 * A category's title in the page's language: its own title when it is written in that language, else the known
 * translation of its slug, else its slug as title-cased words (docs/behaviour/content.md#categories).
 */
export function categoryTitle(
  category: { slug: string; title?: string | null; language?: string | null },
  locale: Locale,
): string {
  if (category.title && category.language === locale) return category.title;
  return categoryTitles.get(category.slug)?.[locale] ?? titleCaseSlug(category.slug);
}
