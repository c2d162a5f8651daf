import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { Card } from '@/components/ui/card';
import { Eyebrow } from '@/components/ui/eyebrow';
import { SectionHeading } from '@/components/ui/section-heading';
import type { PostCard as PostCardData } from '@/lib/content/schemas';
import { CardGrid, type GridCard } from './card-grid';
import { CategoryLinks } from './category-links';
import { ContentImage } from './content-image';
import { PostMeta } from './post-meta';

/** One article in a list: the whole card opens the article; its category chips stay separate links. */
async function PostCard({
  post,
  locale,
  headingLevel = 'h3',
  showFeaturedBadge = false,
}: {
  post: PostCardData;
  locale: Locale;
  headingLevel?: 'h2' | 'h3';
  showFeaturedBadge?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'Blog' });
  const Heading = headingLevel;
  return (
    <Card as="article" padding="none" data-post-card={post.slug} className="post-card">
      {post.mainImage ? (
        <ContentImage
          image={post.mainImage}
          width={800}
          height={420}
          fallbackAlt=""
          sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
          className="cover aspect-[40/21]"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-6">
        {showFeaturedBadge && post.featured ? <Eyebrow size="xs">{t('featuredBadge')}</Eyebrow> : null}
        <CategoryLinks categories={post.categories} locale={locale} />
        <Heading className="post-card-title">
          <Link href={{ pathname: '/blog/[slug]', params: { slug: post.slug } }} className="stretched-link">
            {post.title}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-muted">{post.excerpt}</p>
        <PostMeta
          locale={locale}
          publishedAt={post.publishedAt}
          characterCount={post.characterCount}
          className="mt-auto pt-2"
        />
      </div>
    </Card>
  );
}

/** The post cards of a list, drawn on the server, with their keys (for a grid, or for the search to choose from). */
export function postCards(posts: readonly PostCardData[], locale: Locale, showFeaturedBadge?: boolean): GridCard[] {
  return posts.map((post) => ({
    key: post.slug,
    card: <PostCard post={post} locale={locale} showFeaturedBadge={showFeaturedBadge} />,
  }));
}

/** A responsive grid of post cards. */
export function PostGrid({
  posts,
  locale,
  showFeaturedBadge,
}: {
  posts: readonly PostCardData[];
  locale: Locale;
  showFeaturedBadge?: boolean;
}) {
  return <CardGrid cards={postCards(posts, locale, showFeaturedBadge)} />;
}

/** The articles to read next, under an article. */
export function RelatedPosts({
  title,
  posts,
  locale,
}: {
  title: string;
  posts: readonly PostCardData[];
  locale: Locale;
}) {
  return (
    <section aria-labelledby="related-title" className="wrap py-12">
      <SectionHeading id="related-title" size="sub">
        {title}
      </SectionHeading>
      <div className="mt-6">
        <PostGrid posts={posts} locale={locale} />
      </div>
    </section>
  );
}
