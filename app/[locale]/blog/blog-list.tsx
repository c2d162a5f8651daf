import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import {
  BlogFilterLinks,
  BlogSearchForm,
  blogTextKeys,
  CardGrid,
  PostsSection,
  type BlogTexts,
} from '@/components/blog/blog-filters';
import { NewsletterSignup } from '@/components/blog/newsletter-signup';
import { postCards } from '@/components/blog/post-card';
import { SearchFormFromQuery, SearchResults } from '@/components/blog/search-view';
import { CtaBanner } from '@/components/marketing/cta-banner';
import { PageIntro } from '@/components/page-intro';
import { JsonLd } from '@/components/seo/json-ld';
import { BreadcrumbJsonLd } from '@/components/ui/breadcrumbs';
import { SectionHeading } from '@/components/ui/section-heading';
import { pageLocale } from '@/i18n/page-locale';
import type { Locale } from '@/i18n/routing';
import { getSearchIndex } from '@/lib/content';
import { withFeed } from '@/lib/content/feed';
import type { BlogFilters } from '@/lib/content/filters';
import { getBlogListing } from '@/lib/content/listing';
import { absoluteUrl, metadataFor, noindexRobots } from '@/lib/seo/metadata';
import { blogJsonLd } from '@/lib/seo/structured-data';

const baseMetadata = metadataFor('/blog');

/** Filtered and searched views keep the list's canonical URL and stay out of search results. */
export async function blogListMetadata(params: Promise<{ locale: string }>, filtered: boolean): Promise<Metadata> {
  const locale = await pageLocale(params);
  const [metadata, t] = await Promise.all([baseMetadata({ params }), getTranslations({ locale, namespace: 'Blog' })]);
  return withFeed({ ...metadata, ...(filtered ? { robots: noindexRobots } : {}) }, locale, t('feedLink'));
}

/** Every word of the list's search, filters and results in one language, for the server and the browser alike. */
async function blogTexts(locale: Locale, postCount: number): Promise<BlogTexts> {
  const t = await getTranslations({ locale, namespace: 'Blog' });
  const counts = Array.from({ length: postCount + 1 }, (_, count) => count);
  return {
    ...(Object.fromEntries(blogTextKeys.map((key) => [key, t(key)])) as Record<(typeof blogTextKeys)[number], string>),
    // The browser puts the visitor's words where `{value}` stands.
    activeSearch: t('activeSearch', { search: '{value}' }),
    activeCategory: t('activeCategory', { category: '{value}' }),
    activeTag: t('activeTag', { tag: '{value}' }),
    resultTitles: counts.map((count) => t('resultsTitle', { count })),
    resultAnnouncements: counts.map((count) => t('resultsFound', { count })),
  };
}

/**
 * A view of the blog list, a complete page without JavaScript: every article, or those of one category or one tag.
 * A `searched` view is one page whatever its query: its island shows the cards that the language's index matches;
 * its server HTML is every article with a word on why (the search needs JavaScript), or "no articles found".
 */
export async function BlogView({
  locale,
  filters = {},
  searched,
}: {
  locale: Locale;
  filters?: Pick<BlogFilters, 'category' | 'tag'>;
  searched?: 'every-post' | 'no-post';
}) {
  // A failure of the content service throws, so Next keeps serving the last good view.
  const listing = await getBlogListing(locale, filters);
  const [t, page, texts, index] = await Promise.all([
    getTranslations({ locale, namespace: 'Blog' }),
    getTranslations({ locale, namespace: 'BlogPage' }),
    blogTexts(locale, listing.posts.length),
    searched && getSearchIndex(locale),
  ]);
  const cards = postCards(listing.posts, locale, true);
  const common = { locale, texts, filters: listing.filters, categories: listing.categories, tags: listing.tags };
  const form = <BlogSearchForm {...common} />;
  const results = (
    <>
      <BlogFilterLinks {...common} />
      {!searched && listing.featured.length > 0 ? (
        <section aria-labelledby="featured-title" className="mt-14">
          <SectionHeading id="featured-title" size="sub">
            {t('featuredTitle')}
          </SectionHeading>
          <div className="mt-6">
            <CardGrid cards={postCards(listing.featured, locale)} />
          </div>
        </section>
      ) : null}
      <PostsSection {...common} count={searched === 'no-post' ? 0 : cards.length}>
        <div className={searched && 'without-script'}>
          {searched ? <p className="mb-6 text-muted">{t('searchWithoutScript')}</p> : null}
          <CardGrid cards={cards} />
        </div>
      </PostsSection>
    </>
  );
  return (
    <>
      <PageIntro h1={page('h1')} intro={page('intro')}>
        {index ? (
          <Suspense fallback={form}>
            <SearchFormFromQuery locale={locale} texts={texts} />
          </Suspense>
        ) : (
          form
        )}
      </PageIntro>
      <div className="wrap pb-8">
        {index ? (
          <Suspense fallback={results}>
            <SearchResults {...common} index={index} cards={cards} />
          </Suspense>
        ) : (
          results
        )}
        <div className="mt-16">
          <NewsletterSignup locale={locale} />
        </div>
      </div>
      <CtaBanner />
      <BreadcrumbJsonLd locale={locale} trail={[{ name: page('h1'), href: '/blog' }]} />
      {searched ? null : (
        <JsonLd
          data={blogJsonLd({
            locale,
            url: absoluteUrl(locale, '/blog'),
            name: page('title'),
            description: page('description'),
            posts: listing.posts.map((post) => ({
              headline: post.title,
              url: absoluteUrl(locale, { pathname: '/blog/[slug]', params: { slug: post.slug } }),
              datePublished: post.publishedAt,
            })),
          })}
        />
      )}
    </>
  );
}
