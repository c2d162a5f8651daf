import type { Metadata } from 'next';
import { NextStudio } from 'next-sanity/studio';
import { getTranslations } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { env } from '@/lib/env';
import config from '@/sanity.config';

export const dynamic = 'force-static';

export { viewport } from 'next-sanity/studio';

/** The studio is the owner's tool, kept out of search engines (and out of the sitemap). */
export const metadata: Metadata = {
  title: 'Studio',
  referrer: 'same-origin',
  robots: { index: false, follow: false },
};

/** Without a project the studio cannot start: say what to set instead of failing. */
async function StudioSetup() {
  const t = await getTranslations({ locale: routing.defaultLocale, namespace: 'StudioSetup' });
  const steps = t.raw('steps') as string[];
  return (
    <main className="mx-auto max-w-2xl px-6 py-16 font-sans text-ink">
      <h1 className="text-3xl font-bold tracking-tight">{t('h1')}</h1>
      <p className="mt-4 text-lg text-muted">{t('intro')}</p>
      <ol className="mt-6 list-decimal space-y-3 pl-6">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="mt-8 text-sm text-muted">{t('docs')}</p>
    </main>
  );
}

export default function StudioPage() {
  if (!env.NEXT_PUBLIC_SANITY_PROJECT_ID) return <StudioSetup />;
  return <NextStudio config={config} />;
}
