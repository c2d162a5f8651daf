import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import {
  ActiveFilters,
  BlogFilterLinks,
  BlogSearchForm,
  NoResults,
  PostsSection,
  type BlogFilterTexts,
  type CategoryChip,
} from '@/components/blog/blog-filters';
import { NewsletterSignup } from '@/components/blog/newsletter-signup';
import { PostGrid } from '@/components/blog/post-card';
import { CtaBanner } from '@/components/marketing/cta-banner';
import { PageIntro } from '@/components/page-intro';
import { JsonLd } from '@/components/seo/json-ld';
import { BreadcrumbJsonLd } from '@/components/ui/breadcrumbs';
import { SectionHeading } from '@/components/ui/section-heading';
import { isLocale, type Locale } from '@/i18n/routing';
import { categoryTitle } from '@/lib/content/categories';
import { withFeed } from '@/lib/content/feed';
import type { BlogListing } from '@/lib/content/listing';
import { absoluteUrl, noindexRobots, metadataFor } from '@/lib/seo/metadata';
import { blogJsonLd } from '@/lib/seo/structured-data';

const baseMetadata = metadataFor('/blog');

/** Filtered and searched views keep the list's canonical URL and stay out of search results. */
export async function blogListMetadata(params: Promise<{ locale: string }>, filtered: boolean): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const [metadata, t] = await Promise.all([baseMetadata({ params }), getTranslations({ locale, namespace: 'Blog' })]);
  return withFeed({ ...metadata, ...(filtered ? { robots: noindexRobots } : {}) }, locale, t('feedLink'));
}

/** The words of the search form, the filter chips and the active filters, in one language. */
export async function blogFilterTexts(locale: Locale): Promise<BlogFilterTexts> {
  const t = await getTranslations({ locale, namespace: 'Blog' });
  // The browser puts the visitor's words where `{value}` stands.
  const value = '{value}';
  return {
    searchLabel: t('searchLabel'),
    searchPlaceholder: t('searchPlaceholder'),
    searchButton: t('searchButton'),
    categoriesLabel: t('categoriesLabel'),
    tagsLabel: t('tagsLabel'),
    allCategories: t('allCategories'),
    clearFilters: t('clearFilters'),
    activeSearch: t('activeSearch', { search: value }),
    activeCategory: t('activeCategory', { category: value }),
    activeTag: t('activeTag', { tag: value }),
  };
}

/** The categories in use, titled in the page's language, as their chips show them. */
export function categoryChips(listing: BlogListing, locale: Locale): CategoryChip[] {
  return listing.categories.map((category) => ({
    slug: category.slug,
    title: categoryTitle(category, locale),
    articleCount: category.articleCount,
  }));
}

/**
 * What every view of the blog list shares: the heading with the search form (a plain GET form, so each view is
 * a complete page without JavaScript), the view itself, the newsletter and the call to action.
 */
export async function BlogFrame({ locale, form, children }: { locale: Locale; form: ReactNode; children: ReactNode }) {
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
 * A prerendered view of the blog list: every article, or the articles of one category or one tag (the pages
 * beside this file say which). Searches are answered by the search view (./blog-search-view.tsx).
 */
export async function BlogList({ locale, listing }: { locale: Locale; listing: BlogListing }) {
  const [t, page, texts] = await Promise.all([
    getTranslations({ locale, namespace: 'Blog' }),
    getTranslations({ locale, namespace: 'BlogPage' }),
    blogFilterTexts(locale),
  ]);
  // `?tag=seo` shows as the tag "SEO": the filters as the content names them.
  const { filters } = listing;
  const filtered = Boolean(filters.category || filters.tag);
  const categories = categoryChips(listing, locale);
  return (
    <BlogFrame locale={locale} form={<BlogSearchForm locale={locale} filters={filters} texts={texts} />}>
      <BlogFilterLinks locale={locale} filters={filters} categories={categories} tags={listing.tags} texts={texts} />
      {listing.featured.length > 0 ? (
        <section aria-labelledby="featured-title" className="mt-14">
          <SectionHeading id="featured-title" size="sub">
            {t('featuredTitle')}
          </SectionHeading>
          <div className="mt-6">
            <PostGrid posts={listing.featured} locale={locale} />
          </div>
        </section>
      ) : null}
      <PostsSection
        title={filtered ? t('resultsTitle', { count: listing.posts.length }) : t('allTitle')}
        active={
          filtered ? <ActiveFilters locale={locale} filters={filters} categories={categories} texts={texts} /> : null
        }
      >
        {listing.posts.length > 0 ? (
          <PostGrid posts={listing.posts} locale={locale} showFeaturedBadge />
        ) : (
          <NoResults title={t('noResultsTitle')} hint={t('noResultsHint')} />
        )}
      </PostsSection>
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
    </BlogFrame>
  );
}
