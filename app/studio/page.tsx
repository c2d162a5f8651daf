import type { Metadata, Viewport } from 'next';
import { getTranslations } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { env } from '@/lib/env';

export const dynamic = 'force-static';

/** next-sanity/studio's viewport, written out: importing it from there would compile the studio into every build. */
export const viewport: Viewport = { width: 'device-width', initialScale: 1, viewportFit: 'cover' };

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

/**
 * The studio's code is loaded only with a project: its variable, read by its literal name and always inlined at build
 * (next.config.ts), lets the compiler drop the imports where there is none, and with them the studio's megabytes of
 * JavaScript, which no page of such a build could run (docs/architecture.md#development-server).
 */
export default async function StudioPage() {
  if (!process.env.NEXT_PUBLIC_SANITY_PROJECT_ID || !env.NEXT_PUBLIC_SANITY_PROJECT_ID) return <StudioSetup />;
  const [{ NextStudio }, { default: config }] = await Promise.all([
    import('next-sanity/studio'),
    import('@/sanity.config'),
  ]);
  return <NextStudio config={config} />;
}
