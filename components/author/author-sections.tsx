import { getTranslations } from 'next-intl/server';
import { PostMeta } from '@/components/blog/post-meta';
import { textLinkClass } from '@/components/ui/button-class';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { cx } from '@/components/ui/class-names';
import { SectionHeading } from '@/components/ui/section-heading';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { PostCard } from '@/lib/content/schemas';
import { VideoPlayer } from './video-player';

type AuthorVideoProps = { videoUrl: string; embedUrl: string | undefined; name: string; locale: Locale };

/** The author's video: played here behind a click when it can be embedded, otherwise a link to it. */
export async function AuthorVideo({ videoUrl, embedUrl, name, locale }: AuthorVideoProps) {
  const t = await getTranslations({ locale, namespace: 'AuthorPage' });
  return (
    <section aria-labelledby="video-title" className="mt-12">
      <SectionHeading id="video-title" size="part">
        {t('videoTitle')}
      </SectionHeading>
      {embedUrl ? (
        <>
          <div className="mt-4">
            <VideoPlayer embedUrl={embedUrl} title={t('videoName', { name })} playLabel={t('videoPlay')} />
          </div>
          <p className="mt-3 text-sm text-muted">{t('videoNotice')}</p>
        </>
      ) : (
        <p className="mt-4">
          <a href={videoUrl} target="_blank" rel="noopener noreferrer" className={textLinkClass}>
            {t('videoLink')}
          </a>
        </p>
      )}
    </section>
  );
}

/** The articles the author wrote, with links to the blog and to the contact page. */
export async function AuthorArticles({
  posts,
  name,
  locale,
}: {
  posts: readonly PostCard[];
  name: string;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'AuthorPage' });
  return (
    <Card as="section" padding="lg" aria-labelledby="articles-title" className="mt-12">
      <SectionHeading id="articles-title" size="part">
        {t('articlesTitle')}
      </SectionHeading>
      <p className="mt-3 text-muted">{t('articlesText', { name })}</p>
      {posts.length > 0 ? (
        <ol className="mt-6 divide-y divide-slate-200">
          {posts.map((post) => (
            <li key={post._id} className="py-4">
              <Link
                href={{ pathname: '/blog/[slug]', params: { slug: post.slug } }}
                className={cx(
                  'text-lg font-semibold text-ink hover:text-brand',
                  'focus-visible:outline-2 focus-visible:outline-brand',
                )}
              >
                {post.title}
              </Link>
              <PostMeta
                locale={locale}
                publishedAt={post.publishedAt}
                characterCount={post.characterCount}
                className="mt-1"
              />
            </li>
          ))}
        </ol>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink href="/blog">{t('articlesLink')}</ButtonLink>
        <ButtonLink href="/contact" variant="secondary">
          {t('contactLink')}
        </ButtonLink>
      </div>
    </Card>
  );
}
