import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense, type ReactNode } from 'react';
import { preload } from 'react-dom';
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
import { withLocalePrefix } from '@/i18n/paths';
import { isLocale, type Locale } from '@/i18n/routing';
import { withFeed } from '@/lib/content/feed';
import type { BlogListing } from '@/lib/content/listing';
import { absoluteUrl, metadataFor, noindexRobots } from '@/lib/seo/metadata';
import { blogJsonLd } from '@/lib/seo/structured-data';

const baseMetadata = metadataFor('/blog');

/** Filtered and searched views keep the list's canonical URL and stay out of search results. */
export async function blogListMetadata(params: Promise<{ locale: string }>, filtered: boolean): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
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
 * What every view of the blog list shares: the heading with the search form (a plain GET form, so each view is
 * a complete page without JavaScript), the view itself, the newsletter and the call to action.
 */
async function BlogFrame({ locale, form, children }: { locale: Locale; form: ReactNode; children: ReactNode }) {
  const page = await getTranslations({ locale, namespace: 'BlogPage' });
  return (
    <>
      <PageIntro h1={page('h1')} intro={page('intro')}>
        {form}
      </PageIntro>
      <div className="wrap pb-8">
        {children}
        <div className="mt-16">
          <NewsletterSignup locale={locale} />
        </div>
      </div>
      <CtaBanner />
      <BreadcrumbJsonLd locale={locale} trail={[{ name: page('h1'), href: '/blog' }]} />
    </>
  );
}

/**
 * A prerendered view of the blog list: every article, or the articles of one category or one tag (the pages beside
 * this file say which), with the filters as the content names them (`?tag=seo` is the tag "SEO").
 */
export async function BlogList({ locale, listing }: { locale: Locale; listing: BlogListing }) {
  const [t, page, texts] = await Promise.all([
    getTranslations({ locale, namespace: 'Blog' }),
    getTranslations({ locale, namespace: 'BlogPage' }),
    blogTexts(locale, listing.posts.length),
  ]);
  const { filters, posts, featured, tags, categories } = listing;
  return (
    <BlogFrame locale={locale} form={<BlogSearchForm locale={locale} filters={filters} texts={texts} />}>
      <BlogFilterLinks locale={locale} filters={filters} categories={categories} tags={tags} texts={texts} />
      {featured.length > 0 ? (
        <section aria-labelledby="featured-title" className="mt-14">
          <SectionHeading id="featured-title" size="sub">
            {t('featuredTitle')}
          </SectionHeading>
          <div className="mt-6">
            <CardGrid cards={postCards(featured, locale)} />
          </div>
        </section>
      ) : null}
      <PostsSection locale={locale} filters={filters} texts={texts} categories={categories} count={posts.length}>
        <CardGrid cards={postCards(posts, locale, true)} />
      </PostsSection>
      <JsonLd
        data={blogJsonLd({
          locale,
          url: absoluteUrl(locale, '/blog'),
          name: page('title'),
          description: page('description'),
          posts: posts.map((post) => ({
            headline: post.title,
            url: absoluteUrl(locale, { pathname: '/blog/[slug]', params: { slug: post.slug } }),
            datePublished: post.publishedAt,
          })),
        })}
      />
    </BlogFrame>
  );
}

/**
 * A view found in the browser, one prerendered page whatever its query: `every-post` answers a search and combined
 * filters, `no-post` a tag or a category no page was prerendered for. The page draws every card and the island
 * shows those the language's index (app/[locale]/blog-search-index.json) matches. Its server HTML is what a visitor
 * without JavaScript reads: every article, with a word on why (the search needs JavaScript), or "no articles found".
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
  const [t, texts] = await Promise.all([
    getTranslations({ locale, namespace: 'Blog' }),
    blogTexts(locale, listing.posts.length),
  ]);
  const indexUrl = withLocalePrefix(locale, '/blog-search-index.json');
  // Fetched while the page's scripts load, not after they run.
  preload(indexUrl, { as: 'fetch', crossOrigin: 'anonymous' });
  const cards = postCards(listing.posts, locale, true);
  const common = { locale, texts, categories: listing.categories };
  const withoutScript = (
    <>
      <BlogFilterLinks {...common} filters={{}} tags={listing.tags} />
      {initially === 'every-post' ? (
        <PostsSection {...common} filters={{}} count={cards.length}>
          <div className="without-script">
            <p className="mb-6 text-muted">{t('searchWithoutScript')}</p>
            <CardGrid cards={cards} />
          </div>
        </PostsSection>
      ) : (
        <PostsSection {...common} filters={{}} count={0} />
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
        <SearchResults {...common} indexUrl={indexUrl} cards={cards} tags={listing.tags} />
      </Suspense>
    </BlogFrame>
  );
}
