import type { ReactNode } from 'react';
import { IntentLink } from '@/i18n/client-navigation';
import { getPathname } from '@/i18n/paths';
import type { Locale } from '@/i18n/routing';
import type { BlogFilters } from '@/lib/content/filters';
import { cx } from '@/components/ui/class-names';
import { Eyebrow } from '@/components/ui/eyebrow';
import { SectionHeading } from '@/components/ui/section-heading';

/**
 * The blog list's search, filters and results frame, drawn alike by the prerendered views (server) and by the
 * search view's island (browser): plain components that take their words as props.
 */
export type BlogFilterTexts = {
  searchLabel: string;
  searchPlaceholder: string;
  searchButton: string;
  categoriesLabel: string;
  tagsLabel: string;
  allCategories: string;
  clearFilters: string;
  /** "Search: “{value}”": the visitor's words take the place of `{value}`. */
  activeSearch: string;
  activeCategory: string;
  activeTag: string;
};

/** A category chip: its slug, its title in the page's language and how many articles it holds. */
export type CategoryChip = { slug: string; title: string; articleCount: number };

/** The blog list URL with some filters changed; the others are kept, so filters combine. */
function blogHref(locale: Locale, filters: BlogFilters, change: Partial<BlogFilters>): string {
  const next = { ...filters, ...change };
  const query = Object.fromEntries(
    Object.entries(next).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  return getPathname({ locale, href: { pathname: '/blog', query } });
}

const chip = 'filter-chip';
const chipState = (active: boolean) => (active ? 'filter-chip-on' : 'filter-chip-off');

/** A plain GET form: search works without JavaScript and keeps the active category and tag. */
export function BlogSearchForm({
  locale,
  filters,
  texts,
}: {
  locale: Locale;
  filters: BlogFilters;
  texts: BlogFilterTexts;
}) {
  return (
    <form
      role="search"
      action={getPathname({ locale, href: '/blog' })}
      method="get"
      className="mt-8 flex max-w-xl gap-2"
    >
      <label htmlFor="blog-search" className="sr-only">
        {texts.searchLabel}
      </label>
      <input
        id="blog-search"
        type="search"
        name="search"
        defaultValue={filters.search}
        placeholder={texts.searchPlaceholder}
        maxLength={100}
        className={cx(
          'min-w-0 flex-1 rounded-full border border-slate-300 bg-white px-5 py-3 text-ink',
          'placeholder:text-slate-400 focus:border-brand focus:outline-2 focus:outline-brand',
        )}
      />
      {filters.category ? <input type="hidden" name="category" value={filters.category} /> : null}
      {filters.tag ? <input type="hidden" name="tag" value={filters.tag} /> : null}
      <button
        type="submit"
        className={cx(
          'rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-strong',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
        )}
      >
        {texts.searchButton}
      </button>
    </form>
  );
}

/** Category and tag filters as plain links; the active one links back to "no filter". */
export function BlogFilterLinks({
  locale,
  filters,
  categories,
  tags,
  texts,
}: {
  locale: Locale;
  filters: BlogFilters;
  categories: readonly CategoryChip[];
  tags: readonly string[];
  texts: BlogFilterTexts;
}) {
  return (
    <div className="space-y-5">
      <nav aria-labelledby="blog-categories-label">
        <Eyebrow as="h2" id="blog-categories-label" size="sm" tone="muted" className="mb-2">
          {texts.categoriesLabel}
        </Eyebrow>
        <ul className="flex flex-wrap gap-2">
          <li>
            <IntentLink
              href={blogHref(locale, filters, { category: undefined })}
              className={`${chip} ${chipState(!filters.category)}`}
              aria-current={!filters.category ? 'page' : undefined}
            >
              {texts.allCategories}
            </IntentLink>
          </li>
          {categories.map((category) => {
            const active = filters.category === category.slug;
            return (
              <li key={category.slug}>
                <IntentLink
                  href={blogHref(locale, filters, { category: active ? undefined : category.slug })}
                  className={`${chip} ${chipState(active)}`}
                  aria-current={active ? 'page' : undefined}
                  data-category={category.slug}
                >
                  {category.title}
                  <span className={active ? 'text-white/80' : 'text-muted'}>{category.articleCount}</span>
                </IntentLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <nav aria-labelledby="blog-tags-label">
        <Eyebrow as="h2" id="blog-tags-label" size="sm" tone="muted" className="mb-2">
          {texts.tagsLabel}
        </Eyebrow>
        <ul className="flex flex-wrap gap-2">
          {tags.map((tag) => {
            const active = filters.tag === tag;
            return (
              <li key={tag}>
                <IntentLink
                  href={blogHref(locale, filters, { tag: active ? undefined : tag })}
                  className={`${chip} ${chipState(active)}`}
                  aria-current={active ? 'page' : undefined}
                  data-tag={tag}
                >
                  #{tag}
                </IntentLink>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}

/** What is filtered, in words, with a link that clears everything. */
export function ActiveFilters({
  locale,
  filters,
  categories,
  texts,
}: {
  locale: Locale;
  filters: BlogFilters;
  categories: readonly CategoryChip[];
  texts: BlogFilterTexts;
}) {
  const fill = (template: string, value: string) => template.replace('{value}', () => value);
  const categoryTitle = (slug: string) => categories.find((category) => category.slug === slug)?.title ?? slug;
  const parts = [
    filters.search ? fill(texts.activeSearch, filters.search) : undefined,
    filters.category ? fill(texts.activeCategory, categoryTitle(filters.category)) : undefined,
    filters.tag ? fill(texts.activeTag, filters.tag) : undefined,
  ].filter(Boolean);
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-2 text-muted">
      <span>{parts.join(' · ')}</span>
      <IntentLink
        href={getPathname({ locale, href: '/blog' })}
        className="font-semibold text-brand underline-offset-4 hover:underline"
      >
        {texts.clearFilters}
      </IntentLink>
    </p>
  );
}

/** The list's results: its heading, what filters it, then the cards or what to say instead. */
export function PostsSection({ title, active, children }: { title: string; active?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby="posts-title" data-section="posts" className="mt-14">
      <SectionHeading id="posts-title" size="sub">
        {title}
      </SectionHeading>
      {active ? <div className="mt-3">{active}</div> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** A search or a filter with no match (docs/behaviour/content.md#blog-list-search-and-filters). */
export function NoResults({ title, hint }: { title: string; hint: string }) {
  return (
    <div role="status" className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <p className="text-xl font-semibold text-ink">{title}</p>
      <p className="mt-2 text-muted">{hint}</p>
    </div>
  );
}
