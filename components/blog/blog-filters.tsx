import type { ReactNode } from 'react';
import { Eyebrow } from '@/components/ui/eyebrow';
import { SectionHeading } from '@/components/ui/section-heading';
import { IntentLink } from '@/i18n/client-navigation';
import { getPathname } from '@/i18n/paths';
import type { Locale } from '@/i18n/routing';
import { hasFilters, type BlogFilters } from '@/lib/content/filters';
import { ResultCount } from './result-count';

/**
 * The blog list's search, filters and results, drawn alike on the server and by the search view's island: their words
 * come as props (the active filters' patterns hold `{value}` where the visitor's words go).
 */
export const blogTextKeys = [
  ...['searchLabel', 'searchPlaceholder', 'searchButton', 'categoriesLabel', 'tagsLabel'],
  ...['clearFilters', 'allTitle', 'noResultsTitle', 'noResultsHint'],
] as const;

export type BlogTexts = Record<
  (typeof blogTextKeys)[number] | 'activeSearch' | 'activeCategory' | 'activeTag',
  string
> & {
  /** The results heading, and what the live region says, for 0, 1, 2… articles, up to every article. */
  resultTitles: string[];
  resultAnnouncements: string[];
};

/** A category chip: its slug, its title in the page's language and how many articles it holds. */
export type CategoryChip = { slug: string; title: string; articleCount: number };

type FilterProps = { locale: Locale; filters: BlogFilters; texts: BlogTexts };

/** The blog list URL with some filters changed; the others are kept, so filters combine. */
function blogHref(locale: Locale, filters: BlogFilters, change: BlogFilters): string {
  const query = Object.fromEntries(Object.entries({ ...filters, ...change }).filter(([, value]) => value));
  return getPathname({ locale, href: { pathname: '/blog', query } });
}

/** A plain GET form: search works without JavaScript and keeps the active category and tag. */
export function BlogSearchForm({ locale, filters, texts }: FilterProps) {
  return (
    <form role="search" action={getPathname({ locale, href: '/blog' })} className="mt-8 flex max-w-xl gap-2">
      <label htmlFor="blog-search" className="sr-only">
        {texts.searchLabel}
      </label>
      {/* The placeholder takes the site's placeholder colour (app/globals.css), 4.5:1 in both themes. */}
      <input
        id="blog-search"
        type="search"
        name="search"
        defaultValue={filters.search}
        placeholder={texts.searchPlaceholder}
        maxLength={100}
        className="min-w-0 flex-1 rounded-full border border-slate-300 bg-white px-5 py-3 text-ink focus:border-brand focus:outline-2 focus:outline-brand"
      />
      {filters.category ? <input type="hidden" name="category" value={filters.category} /> : null}
      {filters.tag ? <input type="hidden" name="tag" value={filters.tag} /> : null}
      <button
        type="submit"
        className="rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
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
  texts,
  categories,
  tags,
}: FilterProps & { categories: readonly CategoryChip[]; tags: readonly string[] }) {
  const lists = [
    { filter: 'category', label: texts.categoriesLabel, chips: categories },
    { filter: 'tag', label: texts.tagsLabel, chips: tags.map((tag) => ({ slug: tag, title: `#${tag}` })) },
  ] as const;
  return (
    <div className="space-y-5">
      {lists.map(({ filter, label, chips }) => (
        <nav key={filter} aria-labelledby={`blog-${filter}-label`}>
          <Eyebrow as="h2" id={`blog-${filter}-label`} size="sm" tone="muted" className="mb-2">
            {label}
          </Eyebrow>
          <ul className="flex flex-wrap gap-2">
            {chips.map((chip) => {
              const active = filters[filter] === chip.slug;
              return (
                <li key={chip.slug}>
                  <IntentLink
                    href={blogHref(locale, filters, { [filter]: active ? undefined : chip.slug })}
                    className={`filter-chip ${active ? 'filter-chip-on' : 'filter-chip-off'}`}
                    aria-current={active ? 'page' : undefined}
                    {...{ [`data-${filter}`]: chip.slug }}
                  >
                    {chip.title}
                    {'articleCount' in chip ? (
                      <span className={active ? 'text-white/80' : 'text-muted'}>{chip.articleCount}</span>
                    ) : null}
                  </IntentLink>
                </li>
              );
            })}
          </ul>
        </nav>
      ))}
    </div>
  );
}

/**
 * The list's results: their heading (the count when filtered), what filters them with a link that clears
 * everything, and the cards or "no articles found". The count is also said in a polite live region.
 */
export function PostsSection({
  locale,
  filters,
  texts,
  count,
  categories,
  children,
}: FilterProps & { count: number; categories: readonly CategoryChip[]; children?: ReactNode }) {
  const filtered = hasFilters(filters);
  const title = filtered || count === 0 ? pick(texts.resultTitles, count) : texts.allTitle;
  const categoryTitle = categories.find((category) => category.slug === filters.category)?.title ?? filters.category;
  const active = [
    filters.search && texts.activeSearch.replace('{value}', () => filters.search!),
    categoryTitle && texts.activeCategory.replace('{value}', () => categoryTitle),
    filters.tag && texts.activeTag.replace('{value}', () => filters.tag!),
  ].filter(Boolean);
  return (
    <section aria-labelledby="posts-title" data-section="posts" className="mt-14">
      <SectionHeading id="posts-title" size="sub">
        {title}
      </SectionHeading>
      <ResultCount text={filtered ? pick(texts.resultAnnouncements, count) : ''} />
      {filtered ? (
        <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-muted">
          <span>{active.join(' · ')}</span>
          <IntentLink
            href={getPathname({ locale, href: '/blog' })}
            className="font-semibold text-brand underline-offset-4 hover:underline"
          >
            {texts.clearFilters}
          </IntentLink>
        </p>
      ) : null}
      <div className="mt-6">
        {count === 0 ? (
          <div
            role="status"
            className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center"
          >
            <p className="text-xl font-semibold text-ink">{texts.noResultsTitle}</p>
            <p className="mt-2 text-muted">{texts.noResultsHint}</p>
          </div>
        ) : (
          children
        )}
      </div>
    </section>
  );
}

const pick = (texts: string[], count: number) => texts[Math.min(count, texts.length - 1)];

/** A responsive grid of cards already drawn on the server (post cards), with their keys. */
export function CardGrid({ cards }: { cards: readonly { key: string; card: ReactNode }[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {cards.map(({ key, card }) => (
        <li key={key}>{card}</li>
      ))}
    </ul>
  );
}
