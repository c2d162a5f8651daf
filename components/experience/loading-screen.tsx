import { getTranslations } from 'next-intl/server';
import { prePaintScript } from '@/lib/experience/loading-screen';
import { siteConfig } from '@/site.config';
import { LoadingOverlay } from './loading-overlay';

/**
 * The first-visit loading screen (docs/behaviour/pages-and-routes.md#loading-screen). The tiny script runs before first
 * paint and only marks <html>; the overlay is in the HTML but hidden unless marked, so visitors without JavaScript and
 * crawlers read the page as it is, and the content under it paints (and counts as the largest paint) at once.
 */
export async function LoadingScreen() {
  const t = await getTranslations('LoadingScreen');
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: prePaintScript }} />
      <LoadingOverlay brand={siteConfig.shortBrand} label={t('label')} progressLabel={t('progress')} />
    </>
  );
}
