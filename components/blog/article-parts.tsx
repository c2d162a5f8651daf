import { getTranslations } from 'next-intl/server';
import { textLinkClass } from '@/components/ui/button-class';
import { Card } from '@/components/ui/card';
import { Eyebrow } from '@/components/ui/eyebrow';
import { SectionHeading } from '@/components/ui/section-heading';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { Author, Post } from '@/lib/content';
import { siteConfig } from '@/site.config';
import { ContentImage } from './content-image';
import { CategoryLinks, PostMeta } from './post-card';

/** The top of an article: its categories, title, excerpt, author, date and reading time. */
export async function ArticleHeader({ post, locale }: { post: Post; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Blog' });
  return (
    <header>
      <CategoryLinks post={post} locale={locale} />
      <SectionHeading as="h1" size="page" className="mt-4">
        {post.title}
      </SectionHeading>
      <p className="mt-5 text-xl text-muted">{post.excerpt}</p>
      <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2">
        {post.author ? <p className="font-semibold text-ink">{t('byAuthor', { name: post.author.name })}</p> : null}
        <PostMeta post={post} locale={locale} />
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
            className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-ink hover:border-brand hover:text-brand"
          >
            #{tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Who wrote the article, with links to the author page (the site's owner only has one) and LinkedIn. */
export async function AuthorBox({ author, locale }: { author: Author; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Blog' });
  return (
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
            {author.slug === siteConfig.authorSlug ? (
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
  );
}
