import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';
import { Eyebrow } from '@/components/ui/eyebrow';
import { longDate } from '@/i18n/dates';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { PostCard as PostCardData } from '@/lib/content';
import { categoryTitle } from '@/lib/content/categories';
import { readingMinutes } from '@/lib/content/reading-time';
import { ContentImage } from './content-image';

type Props = { post: PostCardData; locale: Locale };

/** A post's categories as small links to the blog list filtered by each. */
export function CategoryLinks({ post, locale }: Props) {
  if (post.categories.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {post.categories.map((category) => (
        <li key={category._id}>
          <Link href={{ pathname: '/blog', query: { category: category.slug } }} className="tag-link">
            {categoryTitle(category, locale)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Published date and reading time, in the page's language (British English dates in English). */
export async function PostMeta({ post, locale, className = '' }: Props & { className?: string }) {
  const t = await getTranslations({ locale, namespace: 'Blog' });
  return (
    <p className={`text-sm text-muted ${className}`}>
      <time dateTime={post.publishedAt}>{t('publishedOn', { date: longDate(locale, post.publishedAt) })}</time>
      <span aria-hidden="true"> · </span>
      <span>{t('readingTime', { minutes: readingMinutes(post.characterCount) })}</span>
    </p>
  );
}

/** One article in a list: the whole card opens the article; its category chips stay separate links. */
async function PostCard({ post, locale, badge }: Props & { badge: boolean }) {
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
        <CategoryLinks post={post} locale={locale} />
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

/** A list's cards drawn on the server, keyed by slug for the search view to choose from; `badge` marks featured ones. */
export const postCards = (posts: readonly PostCardData[], locale: Locale, badge = false) =>
  posts.map((post) => ({ key: post.slug, card: <PostCard post={post} locale={locale} badge={badge} /> }));
