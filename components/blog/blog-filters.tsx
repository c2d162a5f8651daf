import { getTranslations } from 'next-intl/server';
import { getPathname, Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { categoryTitle } from '@/lib/content/categories';
import type { BlogFilters } from '@/lib/content/listing';
import type { Category } from '@/lib/content/schemas';
import { Eyebrow } from '@/components/ui/eyebrow';
import { cx } from '@/components/ui/class-names';

/** The blog list URL with some filters changed; the others are kept, so filters combine. */
function blogHref(filters: BlogFilters, change: Partial<BlogFilters>) {
  const next = { ...filters, ...change };
  const query = Object.fromEntries(
    Object.entries(next).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  return { pathname: '/blog' as const, query };
}

const chip = 'filter-chip';
const chipState = (active: boolean) => (active ? 'filter-chip-on' : 'filter-chip-off');

/** A plain GET form: search works without JavaScript and keeps the active category and tag. */
export async function BlogSearchForm({ locale, filters }: { locale: Locale; filters: BlogFilters }) {
  const t = await getTranslations({ locale, namespace: 'Blog' });
  return (
    <form
      role="search"
      action={getPathname({ locale, href: '/blog' })}
      method="get"
      className="mt-8 flex max-w-xl gap-2"
    >
      <label htmlFor="blog-search" className="sr-only">
        {t('searchLabel')}
      </label>
      <input
        id="blog-search"
        type="search"
        name="search"
        defaultValue={filters.search}
        placeholder={t('searchPlaceholder')}
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
        {t('searchButton')}
      </button>
    </form>
  );
}

/** Category and tag filters as plain links; the active one links back to "no filter". */
export async function BlogFilterLinks({
  locale,
  filters,
  categories,
  tags,
}: {
  locale: Locale;
  filters: BlogFilters;
  categories: readonly Category[];
  tags: readonly string[];
}) {
  const t = await getTranslations({ locale, namespace: 'Blog' });
  return (
    <div className="space-y-5">
      <nav aria-labelledby="blog-categories-label">
        <Eyebrow as="h2" id="blog-categories-label" size="sm" tone="muted" className="mb-2">
          {t('categoriesLabel')}
        </Eyebrow>
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link
              href={blogHref(filters, { category: undefined })}
              className={`${chip} ${chipState(!filters.category)}`}
              aria-current={!filters.category ? 'page' : undefined}
            >
              {t('allCategories')}
            </Link>
          </li>
          {categories.map((category) => {
            const active = filters.category === category.slug;
            return (
              <li key={category._id}>
                <Link
                  href={blogHref(filters, { category: active ? undefined : category.slug })}
                  className={`${chip} ${chipState(active)}`}
                  aria-current={active ? 'page' : undefined}
                  data-category={category.slug}
                >
                  {categoryTitle(category, locale)}
                  <span className={active ? 'text-white/80' : 'text-muted'}>{category.articleCount}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <nav aria-labelledby="blog-tags-label">
        <Eyebrow as="h2" id="blog-tags-label" size="sm" tone="muted" className="mb-2">
          {t('tagsLabel')}
        </Eyebrow>
        <ul className="flex flex-wrap gap-2">
          {tags.map((tag) => {
            const active = filters.tag === tag;
            return (
              <li key={tag}>
                <Link
                  href={blogHref(filters, { tag: active ? undefined : tag })}
                  className={`${chip} ${chipState(active)}`}
                  aria-current={active ? 'page' : undefined}
                  data-tag={tag}
                >
                  #{tag}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}

/** What is filtered, in words, with a link that clears everything. */
export async function ActiveFilters({ locale, filters }: { locale: Locale; filters: BlogFilters }) {
  const t = await getTranslations({ locale, namespace: 'Blog' });
  const parts = [
    filters.search ? t('activeSearch', { search: filters.search }) : undefined,
    filters.category ? t('activeCategory', { category: categoryTitle({ slug: filters.category }, locale) }) : undefined,
    filters.tag ? t('activeTag', { tag: filters.tag }) : undefined,
  ].filter(Boolean);
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-2 text-muted">
      <span>{parts.join(' · ')}</span>
      <Link href="/blog" className="font-semibold text-brand underline-offset-4 hover:underline">
        {t('clearFilters')}
      </Link>
    </p>
  );
}
