import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { readingMinutes } from '@/lib/content/reading-time';

/** Published date and reading time, formatted in the page's language. */
export async function PostMeta({
  locale,
  publishedAt,
  characterCount,
  className = '',
}: {
  locale: Locale;
  publishedAt: string;
  characterCount: number;
  className?: string;
}) {
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'Blog' }), getFormatter({ locale })]);
  const date = format.dateTime(new Date(publishedAt), { dateStyle: 'long' });
  return (
    <p className={`text-sm text-muted ${className}`}>
      <time dateTime={publishedAt}>{t('publishedOn', { date })}</time>
      <span aria-hidden="true"> · </span>
      <span>{t('readingTime', { minutes: readingMinutes(characterCount) })}</span>
    </p>
  );
}
