'use client';

import { intlLanguage } from '@/i18n/dates';
import type { Locale } from '@/i18n/routing';
import { useConsent } from '@/lib/consent/use-consent';

/** The date of the visitor's choice: only this browser knows it, so only it can write it. */
export function ConsentDate({ locale }: { locale: Locale }) {
  const { record } = useConsent();
  if (!record) return null;
  return (
    <time dateTime={record.consentDate}>
      {new Intl.DateTimeFormat(intlLanguage(locale), { dateStyle: 'long' }).format(new Date(record.consentDate))}
    </time>
  );
}
