import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ErrorTextsProvider } from './error-texts';
import { PageEffects } from './page-effects';

/** The experience layer around every page (docs/behaviour/experience.md), and the error boundary's words. */
export async function Experience({ children }: { children: ReactNode }) {
  const t = await getTranslations('ErrorPage');
  return (
    <ErrorTextsProvider
      texts={{ heading: t('heading'), retry: t('retry'), home: t('home'), noMessage: t('noMessage') }}
    >
      <PageEffects />
      {children}
    </ErrorTextsProvider>
  );
}
