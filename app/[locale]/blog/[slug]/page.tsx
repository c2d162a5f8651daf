import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ArticleBody } from '@/components/blog/article-body';
import { ArticleHeader, ArticleTags } from '@/components/blog/article-header';
import { AuthorBox } from '@/components/blog/author-box';
import { ContentImage } from '@/components/blog/content-image';
import { NewsletterSignup } from '@/components/blog/newsletter-signup';
import { RelatedPosts } from '@/components/blog/post-card';
import { NotFoundPage, notFoundMetadata } from '@/components/layout/not-found-content';
import { CtaBanner } from '@/components/marketing/cta-banner';
import { JsonLd } from '@/components/seo/json-ld';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { cardClass } from '@/components/ui/card';
import { pageLocale } from '@/i18n/page-locale';
import { isLocale } from '@/i18n/routing';
import { getPost, getPosts, getRelatedPosts, type Post } from '@/lib/content';
import { categoryTitle } from '@/lib/content/categories';
import { withFeed } from '@/lib/content/feed';
import { imageUrl } from '@/lib/content/image';
import { siteUrl } from '@/lib/env';
import { absoluteUrl, pageMetadata, type Href } from '@/lib/seo/metadata';
import { articleSearchText } from '@/lib/seo/page-title';
import { articleShareImage, SHARE_IMAGE_SIZE } from '@/lib/seo/share-image';
import { blogPostingJsonLd } from '@/lib/seo/structured-data';
import { siteConfig } from '@/site.config';

// Rendered at build time for every known slug, refreshed in the background (and on the content webhook).
export const revalidate = 3600;

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  if (!isLocale(params.locale)) return [];
  const posts = await getPosts(params.locale);
  return posts.map((post) => ({ slug: post.slug }));
}

const articleHref = (slug: string): Href => ({ pathname: '/blog/[slug]', params: { slug } });

async function loadPost(params: Promise<{ locale: string; slug: string }>) {
  const { locale, slug } = await params;
  if (!isLocale(locale)) notFound();
  return { locale, post: await getPost(slug, locale) };
}

export async function generateMetadata({ params }: PageProps<'/[locale]/blog/[slug]'>): Promise<Metadata> {
  const { locale, post } = await loadPost(params);
  if (!post) return notFoundMetadata(locale);
  const [t, metadata] = await Promise.all([
    getTranslations({ locale, namespace: 'Blog' }),
    // Its hreflang links name the twin article only when it is published (i18n/twins.ts).
    pageMetadata({
      locale,
      href: articleHref(post.slug),
      ...articleSearchText(post),
      noindex: post.noindex,
      type: 'article',
      image: articleShareImage(post),
    }),
  ]);
  return withFeed(
    {
      ...metadata,
      openGraph: {
        ...metadata.openGraph,
        type: 'article',
        publishedTime: post.publishedAt,
        authors: post.author ? [post.author.name] : undefined,
        tags: post.tags,
      },
    },
    locale,
    t('feedLink'),
  );
}

/**
 * The article's main image for its structured data, as an absolute URL: local images of the embedded dataset
 * are paths, the content service's are already absolute.
 */
function mainImageUrl(post: Post): string | undefined {
  if (!post.mainImage) return undefined;
  const url = imageUrl(post.mainImage, SHARE_IMAGE_SIZE);
  return url.startsWith('/') ? `${siteUrl}${url}` : url;
}

export default async function ArticlePage({ params }: PageProps<'/[locale]/blog/[slug]'>) {
  await pageLocale(params);
  const { locale, post } = await loadPost(params);
  // proxy.ts sends unknown slugs to the not-found page; this is an article deleted since it last looked.
  if (!post) return <NotFoundPage locale={locale} />;
  const [t, page, related] = await Promise.all([
    getTranslations({ locale, namespace: 'Blog' }),
    getTranslations({ locale, namespace: 'BlogPage' }),
    getRelatedPosts(post),
  ]);
  const href = articleHref(post.slug);
  // The author page describes the site's owner; another author has no page of their own.
  const authorIsOwner = post.author?.slug === siteConfig.authorSlug;
  return (
    <>
      <article className="mx-auto max-w-3xl px-4 pb-8 pt-28">
        <Breadcrumbs
          locale={locale}
          trail={[
            { name: page('h1'), href: '/blog' },
            { name: post.title, href },
          ]}
        />
        <ArticleHeader post={post} locale={locale} />
        {post.mainImage ? (
          <ContentImage
            image={post.mainImage}
            width={1200}
            height={630}
            fallbackAlt=""
            priority
            sizes="(min-width: 768px) 768px, 100vw"
            className={`mt-10 w-full ${cardClass({ padding: 'none' })}`}
          />
        ) : null}
        <div className="mt-6">
          <ArticleBody body={post.body} author={post.author} locale={locale} />
        </div>
        <ArticleTags tags={post.tags} locale={locale} />
        {post.author ? <AuthorBox author={post.author} locale={locale} /> : null}
      </article>
      {related.length > 0 ? <RelatedPosts title={t('relatedTitle')} posts={related} locale={locale} /> : null}
      <div className="mx-auto max-w-3xl px-4 pb-12">
        <NewsletterSignup locale={locale} />
      </div>
      <CtaBanner />
      <JsonLd
        data={blogPostingJsonLd({
          locale,
          url: absoluteUrl(locale, href),
          headline: post.title,
          description: post.excerpt,
          datePublished: post.publishedAt,
          image: mainImageUrl(post),
          authorName: post.author?.name,
          authorUrl: authorIsOwner ? absoluteUrl(locale, '/author') : undefined,
          keywords: post.tags,
          sections: post.categories.map((category) => categoryTitle(category, locale)),
        })}
      />
    </>
  );
}
