'use client';

import { useErrorTexts } from '@/components/experience/error-texts';
import { buttonClass } from '@/components/ui/button-class';
import { Link } from '@/i18n/client-navigation';
import { useRecoverFromLoadFailure } from '@/lib/experience/recovery';

type ErrorPageProps = { error: Error & { digest?: string }; retry: () => void };

/**
 * "Unexpected Application Error!" with the error's message and a way to try again
 * (docs/behaviour/pages-and-routes.md#error-pages).
 */
export default function ErrorPage({ error, retry }: ErrorPageProps) {
  const texts = useErrorTexts();

  useRecoverFromLoadFailure(error);

  return (
    <section role="alert" className="mx-auto max-w-3xl px-4 pb-16 pt-32">
      <h1 className="text-3xl font-bold tracking-tight text-ink md:text-4xl">{texts.heading}</h1>
      <p className="mt-4 rounded-lg border border-slate-200 bg-white p-4 font-mono text-sm text-muted">
        {error.message || texts.noMessage}
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <button type="button" onClick={retry} className={buttonClass('primary')}>
          {texts.retry}
        </button>
        <Link href="/" className={buttonClass('secondary')}>
          {texts.home}
        </Link>
      </div>
    </section>
  );
}
