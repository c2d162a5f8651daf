import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ErrorTextsProvider } from './error-texts';
import { LazyCustomCursor } from './lazy-custom-cursor';
import { MotionTuningProvider } from './motion-tuning';
import { ReadingProgress } from './reading-progress';
import { ResilienceListeners } from './resilience-listeners';
import { ServiceWorkerRegistration } from './service-worker-registration';
import { SmoothScrollProvider } from './smooth-scroll';

/**
 * The experience layer around every page: animation tuning and smooth scrolling for the content, the
 * reading progress bar, the custom cursor, the service worker, and the error handling
 * (docs/behaviour/experience.md#recovery).
 */
export async function Experience({ children }: { children: ReactNode }) {
  const t = await getTranslations('ErrorPage');
  return (
    <MotionTuningProvider>
      <SmoothScrollProvider>
        <ErrorTextsProvider
          texts={{ heading: t('heading'), retry: t('retry'), home: t('home'), noMessage: t('noMessage') }}
        >
          <ReadingProgress />
          {children}
          <LazyCustomCursor />
          <ServiceWorkerRegistration />
          <ResilienceListeners />
        </ErrorTextsProvider>
      </SmoothScrollProvider>
    </MotionTuningProvider>
  );
}
