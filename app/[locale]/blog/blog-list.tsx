import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ActiveFilters, BlogFilterLinks, BlogSearchForm } from '@/components/blog/blog-filters';
import { NewsletterSignup } from '@/components/blog/newsletter-signup';
import { PostGrid } from '@/components/blog/post-card';
import { CtaBanner } from '@/components/marketing/cta-banner';
import { PageIntro } from '@/components/page-intro';
import { JsonLd } from '@/components/seo/json-ld';
import { BreadcrumbJsonLd } from '@/components/ui/breadcrumbs';
import { ButtonLink } from '@/components/ui/button-link';
import { SectionHeading } from '@/components/ui/section-heading';
import { isLocale, type Locale } from '@/i18n/routing';
import { withFeed } from '@/lib/content/feed';
import { hasFilters, type BlogFilters } from '@/lib/content/filters';
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

/**
 * The blog list, whole or filtered (the pages beside this file say which view is prerendered). Search and
 * filters are query parameters, so each view is a complete page without JavaScript. `listing` is undefined
 * when the content service failed.
 */
export async function BlogList({
  locale,
  requested,
  listing,
}: {
  locale: Locale;
  requested: BlogFilters;
  listing: BlogListing | undefined;
}) {
  const [t, page] = await Promise.all([
    getTranslations({ locale, namespace: 'Blog' }),
    getTranslations({ locale, namespace: 'BlogPage' }),
  ]);
  // `?tag=seo` shows as the tag "SEO": the filters as the content names them.
  const filters = listing?.filters ?? requested;
  const filtered = hasFilters(filters);
  return (
    <>
      <PageIntro h1={page('h1')} intro={page('intro')}>
        <BlogSearchForm locale={locale} filters={filters} />
      </PageIntro>
      <div className="wrap pb-8">
        {listing ? (
          <>
            <BlogFilterLinks locale={locale} filters={filters} categories={listing.categories} tags={listing.tags} />
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
            <section aria-labelledby="posts-title" data-section="posts" className="mt-14">
              <SectionHeading id="posts-title" size="sub">
                {filtered ? t('resultsTitle', { count: listing.posts.length }) : t('allTitle')}
              </SectionHeading>
              {filtered ? (
                <div className="mt-3">
                  <ActiveFilters locale={locale} filters={filters} />
                </div>
              ) : null}
              <div className="mt-6">
                {listing.posts.length > 0 ? (
                  <PostGrid posts={listing.posts} locale={locale} showFeaturedBadge />
                ) : (
                  <div
                    role="status"
                    className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center"
                  >
                    <p className="text-xl font-semibold text-ink">{t('noResultsTitle')}</p>
                    <p className="mt-2 text-muted">{t('noResultsHint')}</p>
                  </div>
                )}
              </div>
            </section>
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
          </>
        ) : (
          <div role="alert" className="rounded-2xl border border-amber-300 bg-amber-50 px-6 py-10">
            <p className="text-xl font-semibold text-ink">{t('unavailableTitle')}</p>
            <p className="mt-2 max-w-2xl text-muted">{t('unavailableText')}</p>
            <ButtonLink href="/contact" className="mt-6">
              {t('unavailableAction')}
            </ButtonLink>
          </div>
        )}
        <div className="mt-16">
          <NewsletterSignup locale={locale} />
        </div>
      </div>
      <CtaBanner />
      <BreadcrumbJsonLd locale={locale} trail={[{ name: page('h1'), href: '/blog' }]} />
    </>
  );
}
