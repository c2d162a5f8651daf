import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { Post } from '@/lib/content';
import { cx } from '@/components/ui/class-names';
import { SectionHeading } from '@/components/ui/section-heading';
import { CategoryLinks } from './category-links';
import { PostMeta } from './post-meta';

/** The top of an article: its categories, title, excerpt, author, date and reading time. */
export async function ArticleHeader({ post, locale }: { post: Post; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Blog' });
  return (
    <header>
      <CategoryLinks categories={post.categories} locale={locale} />
      <SectionHeading as="h1" size="page" className="mt-4">
        {post.title}
      </SectionHeading>
      <p className="mt-5 text-xl text-muted">{post.excerpt}</p>
      <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2">
        {post.author ? <p className="font-semibold text-ink">{t('byAuthor', { name: post.author.name })}</p> : null}
        <PostMeta locale={locale} publishedAt={post.publishedAt} characterCount={post.characterCount} />
      </div>
    </header>
  );
}

/** An article's tags, each a link to the blog list filtered by it. */
export async function ArticleTags({ tags, locale }: { tags: readonly string[]; locale: Locale }) {
  if (tags.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'Blog' });
  return (
    <ul aria-label={t('tagsLabel')} className="mt-10 flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            href={{ pathname: '/blog', query: { tag } }}
            className={cx(
              'rounded-full border border-slate-300 bg-white px-3',
              'py-1 text-sm text-ink hover:border-brand hover:text-brand',
            )}
          >
            #{tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
