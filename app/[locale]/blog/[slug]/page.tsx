import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ArticleBody } from '@/components/blog/article-body';
import { CardGrid } from '@/components/blog/blog-filters';
import { ContentImage } from '@/components/blog/content-image';
import { NewsletterSignup } from '@/components/blog/newsletter-signup';
import { CategoryLinks, PostMeta, postCards } from '@/components/blog/post-card';
import { NotFoundPage, notFoundMetadata } from '@/components/layout/not-found-content';
import { CtaBanner } from '@/components/marketing/cta-banner';
import { JsonLd } from '@/components/seo/json-ld';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { textLinkClass } from '@/components/ui/button-class';
import { Card, cardClass } from '@/components/ui/card';
import { Eyebrow } from '@/components/ui/eyebrow';
import { SectionHeading } from '@/components/ui/section-heading';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/i18n/page-locale';
import { isLocale } from '@/i18n/routing';
import { getPost, getPosts, getRelatedPosts } from '@/lib/content';
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
  return isLocale(params.locale) ? (await getPosts(params.locale)).map(({ slug }) => ({ slug })) : [];
}

const articleHref = (slug: string): Href => ({ pathname: '/blog/[slug]', params: { slug } });

async function loadPost(params: PageProps<'/[locale]/blog/[slug]'>['params']) {
  const locale = await pageLocale(params);
  return { locale, post: await getPost((await params).slug, locale) };
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
  const openGraph = {
    ...metadata.openGraph,
    type: 'article' as const,
    publishedTime: post.publishedAt,
    authors: post.author ? [post.author.name] : undefined,
    tags: post.tags,
  };
  return withFeed({ ...metadata, openGraph }, locale, t('feedLink'));
}

export default async function ArticlePage({ params }: PageProps<'/[locale]/blog/[slug]'>) {
  const { locale, post } = await loadPost(params);
  // proxy.ts sends unknown slugs to the not-found page; this is an article deleted since it last looked.
  if (!post) return <NotFoundPage locale={locale} />;
  const [t, page, related] = await Promise.all([
    getTranslations({ locale, namespace: 'Blog' }),
    getTranslations({ locale, namespace: 'BlogPage' }),
    getRelatedPosts(post),
  ]);
  const { author } = post;
  const ownPage = author?.slug === siteConfig.authorSlug;
  const href = articleHref(post.slug);
  // Local images of the embedded dataset are paths; the content service's are absolute already.
  const image = post.mainImage ? imageUrl(post.mainImage, SHARE_IMAGE_SIZE) : undefined;
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
        <header>
          <CategoryLinks post={post} locale={locale} />
          <SectionHeading as="h1" size="page" className="mt-4">
            {post.title}
          </SectionHeading>
          <p className="mt-5 text-xl text-muted">{post.excerpt}</p>
          <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2">
            {author ? <p className="font-semibold text-ink">{t('byAuthor', { name: author.name })}</p> : null}
            <PostMeta post={post} locale={locale} />
          </div>
        </header>
        {post.mainImage ? (
          <ContentImage
            image={post.mainImage}
            width={1200}
            height={630}
            priority
            sizes="(min-width: 768px) 768px, 100vw"
            className={`mt-10 w-full ${cardClass({ padding: 'none' })}`}
          />
        ) : null}
        <div className="mt-6">
          <ArticleBody body={post.body} author={author} locale={locale} />
        </div>
        {post.tags.length > 0 ? (
          <ul aria-label={t('tagsLabel')} className="mt-10 flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li key={tag}>
                <Link
                  href={{ pathname: '/blog', query: { tag } }}
                  className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-ink hover:border-brand hover:text-brand"
                >
                  #{tag}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        {author ? (
          <Card as="section" padding="lg" aria-labelledby="author-box-title" className="mt-14">
            <Eyebrow as="h2" id="author-box-title" size="sm">
              {t('authorBoxTitle')}
            </Eyebrow>
            <div className="mt-4 flex flex-col gap-5 sm:flex-row sm:items-start">
              {author.image ? (
                <ContentImage
                  image={author.image}
                  alt={author.name}
                  width={160}
                  height={160}
                  className="size-20 shrink-0 rounded-full ring-4 ring-brand-soft"
                />
              ) : null}
              <div>
                <p className="text-xl font-bold text-ink">{author.name}</p>
                {author.title?.[locale] ? <p className="font-medium text-muted">{author.title[locale]}</p> : null}
                {author.bio?.[locale] ? <p className="mt-3 text-ink/90">{author.bio[locale]}</p> : null}
                <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
                  {/* The author page describes the site's owner; another author has no page of their own. */}
                  {ownPage ? (
                    <Link href="/author" className={textLinkClass}>
                      {t('authorProfile', { name: author.name })}
                    </Link>
                  ) : null}
                  {author.linkedinUrl ? (
                    <a href={author.linkedinUrl} className={textLinkClass} target="_blank" rel="noopener noreferrer me">
                      {t('authorLinkedin', { name: author.name })}
                    </a>
                  ) : null}
                </p>
              </div>
            </div>
          </Card>
        ) : null}
      </article>
      {related.length > 0 ? (
        <section aria-labelledby="related-title" className="wrap py-12">
          <SectionHeading id="related-title" size="sub">
            {t('relatedTitle')}
          </SectionHeading>
          <div className="mt-6">
            <CardGrid cards={postCards(related, locale)} />
          </div>
        </section>
      ) : null}
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
          image: image?.startsWith('/') ? siteUrl + image : image,
          authorName: author?.name,
          authorUrl: ownPage ? absoluteUrl(locale, '/author') : undefined,
          keywords: post.tags,
          sections: post.categories.map((category) => categoryTitle(category, locale)),
        })}
      />
    </>
  );
}
