import { getTranslations } from 'next-intl/server';
import { longDate } from '@/i18n/dates';
import type { Locale } from '@/i18n/routing';
import { readingMinutes } from '@/lib/content/reading-time';

/** Published date and reading time, formatted in the page's language (British English dates in English). */
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
  const t = await getTranslations({ locale, namespace: 'Blog' });
  const date = longDate(locale, publishedAt);
  return (
    <p className={`text-sm text-muted ${className}`}>
      <time dateTime={publishedAt}>{t('publishedOn', { date })}</time>
      <span aria-hidden="true"> · </span>
      <span>{t('readingTime', { minutes: readingMinutes(characterCount) })}</span>
    </p>
  );
}
