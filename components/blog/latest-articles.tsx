import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';
import { Section } from '@/components/ui/section';
import type { Locale } from '@/i18n/routing';
import { getRecentPosts } from '@/lib/content';
import { CardGrid } from './blog-filters';
import { postCards } from './post-card';

/** The home page's 3 most recent articles in its language, with a link to the blog. */
export async function LatestArticles({ locale }: { locale: Locale }) {
  const [t, posts] = await Promise.all([getTranslations({ locale, namespace: 'Blog' }), getRecentPosts(locale)]);
  if (posts.length === 0) return null;
  return (
    <Section id="latest-articles" eyebrow={t('latestEyebrow')} title={t('latestTitle')} intro={t('latestIntro')}>
      <CardGrid cards={postCards(posts, locale)} />
      <div className="mt-10">
        <ButtonLink href="/blog" variant="secondary">
          {t('latestAll')}
        </ButtonLink>
      </div>
    </Section>
  );
}
