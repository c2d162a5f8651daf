import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';
import { Eyebrow } from '@/components/ui/eyebrow';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { PostCard as PostCardData } from '@/lib/content';
import { CategoryLinks } from './category-links';
import { ContentImage } from './content-image';
import { PostMeta } from './post-meta';

/** One article in a list: the whole card opens the article; its category chips stay separate links. */
async function PostCard({ post, locale, badge }: { post: PostCardData; locale: Locale; badge: boolean }) {
  const t = await getTranslations({ locale, namespace: 'Blog' });
  return (
    <Card as="article" padding="none" data-post-card={post.slug} className="post-card">
      {post.mainImage ? (
        <ContentImage
          image={post.mainImage}
          width={800}
          height={420}
          sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
          className="cover aspect-[40/21]"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-6">
        {badge && post.featured ? <Eyebrow size="xs">{t('featuredBadge')}</Eyebrow> : null}
        <CategoryLinks categories={post.categories} locale={locale} />
        <h3 className="post-card-title">
          <Link href={{ pathname: '/blog/[slug]', params: { slug: post.slug } }} className="stretched-link">
            {post.title}
          </Link>
        </h3>
        <p className="line-clamp-3 text-muted">{post.excerpt}</p>
        <PostMeta post={post} locale={locale} className="mt-auto pt-2" />
      </div>
    </Card>
  );
}

/**
 * The cards of a list, drawn on the server with their keys, for `CardGrid` (components/blog/blog-filters.tsx) or
 * for the search to choose from. `badge` marks the featured ones.
 */
export const postCards = (posts: readonly PostCardData[], locale: Locale, badge = false) =>
  posts.map((post) => ({ key: post.slug, card: <PostCard post={post} locale={locale} badge={badge} /> }));
