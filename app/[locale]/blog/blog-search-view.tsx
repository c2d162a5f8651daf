import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { preload } from 'react-dom';
import { BlogFilterLinks, BlogSearchForm, NoResults, PostsSection } from '@/components/blog/blog-filters';
import { CardGrid } from '@/components/blog/card-grid';
import { postCards } from '@/components/blog/post-card';
import { SearchFormFromQuery, SearchResults } from '@/components/blog/search-view';
import { withLocalePrefix } from '@/i18n/paths';
import type { Locale } from '@/i18n/routing';
import type { BlogListing } from '@/lib/content/listing';
import { BlogFrame, blogFilterTexts, categoryChips } from './blog-list';

/** A language's search index (app/[locale]/blog-search-index.json: under blog/ it would name an article). */
function searchIndexPath(locale: Locale): string {
  return withLocalePrefix(locale, '/blog-search-index.json');
}

/**
 * A view found in the browser, one prerendered page whatever its query: `every-post` answers a search and
 * combined filters, `no-post` a tag or a category no page was prerendered for. The page draws every card and
 * the island shows those the index matches. Its server HTML is what a visitor without JavaScript reads: every
 * article, with a word on why (the search needs JavaScript), or "no articles found".
 */
export async function BlogSearchView({
  locale,
  listing,
  initially,
}: {
  locale: Locale;
  listing: BlogListing;
  initially: 'every-post' | 'no-post';
}) {
  const [t, texts] = await Promise.all([getTranslations({ locale, namespace: 'Blog' }), blogFilterTexts(locale)]);
  const indexUrl = searchIndexPath(locale);
  // Fetched while the page's scripts load, not after they run.
  preload(indexUrl, { as: 'fetch', crossOrigin: 'anonymous' });
  const categories = categoryChips(listing, locale);
  const cards = postCards(listing.posts, locale, true);
  const withoutScript = (
    <>
      <BlogFilterLinks locale={locale} filters={{}} categories={categories} tags={listing.tags} texts={texts} />
      {initially === 'every-post' ? (
        <PostsSection
          title={t('allTitle')}
          active={<p className="without-script text-muted">{t('searchWithoutScript')}</p>}
        >
          <div className="without-script">
            <CardGrid cards={cards} />
          </div>
        </PostsSection>
      ) : (
        <PostsSection title={t('resultsTitle', { count: 0 })}>
          <NoResults title={t('noResultsTitle')} hint={t('noResultsHint')} />
        </PostsSection>
      )}
    </>
  );
  return (
    <BlogFrame
      locale={locale}
      form={
        <Suspense fallback={<BlogSearchForm locale={locale} filters={{}} texts={texts} />}>
          <SearchFormFromQuery locale={locale} texts={texts} />
        </Suspense>
      }
    >
      <Suspense fallback={withoutScript}>
        <SearchResults
          locale={locale}
          indexUrl={indexUrl}
          cards={cards}
          categories={categories}
          tags={listing.tags}
          texts={{
            ...texts,
            allTitle: t('allTitle'),
            resultTitles: Array.from({ length: cards.length + 1 }, (_, count) => t('resultsTitle', { count })),
            searching: t('searching'),
            noResultsTitle: t('noResultsTitle'),
            noResultsHint: t('noResultsHint'),
            unavailableTitle: t('unavailableTitle'),
            unavailableText: t('unavailableText'),
            unavailableAction: t('unavailableAction'),
          }}
        />
      </Suspense>
    </BlogFrame>
  );
}
