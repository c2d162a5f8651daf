import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { VisualEditing } from 'next-sanity/visual-editing';
import { inDraftMode } from '@/lib/content/draft-mode';

/**
 * Only in draft mode (docs/architecture.md#draft-preview): a bar that says the page shows drafts, with a button that
 * leaves draft mode and comes back to the same page (the exit route reads it from the Referer), and the
 * studio's overlays. Visitors get neither, nor any of their JavaScript.
 */
export async function PreviewBar() {
  if (!(await inDraftMode())) return null;
  const t = await getTranslations('DraftMode');
  return (
    <>
      <form
        action="/api/draft-mode/disable"
        method="post"
        aria-label={t('label')}
        className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-ink px-4 py-1.5 text-sm text-white"
      >
        <p role="status" className="font-medium">
          {t('notice')}
        </p>
        <button type="submit" className="rounded bg-white px-3 py-0.5 font-semibold text-ink focus-ring">
          {t('exit')}
        </button>
      </form>
      {/* It reads the URL's query to follow the studio's navigation. */}
      <Suspense>
        <VisualEditing />
      </Suspense>
    </>
  );
}
