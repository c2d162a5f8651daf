'use client';

import type en from '@/messages/en.json';
import { parsePublicPath, withLocalePrefix } from '@/i18n/paths';
import { routing, type Locale } from '@/i18n/routing';
import { useRecoverFromLoadFailure } from '@/lib/experience/recovery';
import { useBrowserValue } from '@/lib/use-browser-value';

type GlobalErrorProps = { error: Error & { digest?: string }; retry: () => void };

type ErrorTexts = typeof en.ErrorPage;
/** The ErrorPage texts of every catalogue, inlined by next.config.ts. */
const textsByLanguage = JSON.parse(process.env.NEXT_PUBLIC_GLOBAL_ERROR_TEXTS ?? '{}') as Record<Locale, ErrorTexts>;

const readLocale = () => parsePublicPath(window.location.pathname).locale;

/**
 * The last resort when the layout itself fails (docs/behaviour/pages-and-routes.md#error-pages). It replaces the whole
 * document, so it carries its own styles and picks its language from the address, as the rest of the site does.
 */
export default function GlobalError({ error, retry }: GlobalErrorProps) {
  const locale = useBrowserValue(readLocale, routing.defaultLocale);
  const texts = textsByLanguage[locale];

  useRecoverFromLoadFailure(error);

  return (
    <html lang={locale}>
      <body style={{ margin: 0, fontFamily: 'system-ui, sans-serif', background: '#f8fafc', color: '#0f172a' }}>
        <main role="alert" style={{ maxWidth: '40rem', margin: '0 auto', padding: '6rem 1rem' }}>
          <h1 style={{ fontSize: '2rem', margin: 0 }}>{texts.heading}</h1>
          <p style={{ marginTop: '1rem', fontFamily: 'ui-monospace, monospace', color: '#475569' }}>
            {error.message || texts.noMessage}
          </p>
          <p style={{ marginTop: '2rem', display: 'flex', gap: '1rem', alignItems: 'center' }}>
            <button
              type="button"
              onClick={retry}
              style={{
                padding: '0.75rem 1.5rem',
                borderRadius: '999px',
                border: 0,
                background: '#1d4ed8',
                color: '#fff',
                fontWeight: 600,
                cursor: 'pointer',
              }}
            >
              {texts.retry}
            </button>
            <a href={withLocalePrefix(locale, '/')} style={{ color: '#1d4ed8', fontWeight: 600 }}>
              {texts.home}
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
