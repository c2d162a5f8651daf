import { getTranslations } from 'next-intl/server';
import { longDate } from '@/i18n/dates';
import type { Locale } from '@/i18n/routing';
import type { PostCard } from '@/lib/content';
import { readingMinutes } from '@/lib/content/reading-time';

/** Published date and reading time, in the page's language (British English dates in English). */
export async function PostMeta({
  post,
  locale,
  className = '',
}: {
  post: PostCard;
  locale: Locale;
  className?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Blog' });
  return (
    <p className={`text-sm text-muted ${className}`}>
      <time dateTime={post.publishedAt}>{t('publishedOn', { date: longDate(locale, post.publishedAt) })}</time>
      <span aria-hidden="true"> · </span>
      <span>{t('readingTime', { minutes: readingMinutes(post.characterCount) })}</span>
    </p>
  );
}
