'use client';

import { useSearchParams } from 'next/navigation';
import { Suspense, useEffect } from 'react';
import { useCurrentPage } from '@/i18n/client-navigation';
import { getPathname, pageHref } from '@/i18n/paths';
import type { Locale } from '@/i18n/routing';
import { pageTwins, type ArticlePair } from '@/i18n/twins';
import { removeItem, writeItem, writeLanguageCookie } from '@/lib/consent/storage';
import { useBrowserValue } from '@/lib/use-browser-value';

type SwitchProps = { target: Locale; label: string; short: string; articlePairs: readonly ArticlePair[] };

/**
 * Stores the explicit choice (docs/behaviour/experience.md#language-switch) then follows a plain link to the twin page,
 * so the whole document changes language. The visible code is part of the accessible name (WCAG 2.5.3).
 */
function SwitchLink({ target, label, short, articlePairs, search }: SwitchProps & { search: string }) {
  const { locale, match } = useCurrentPage();
  const twin = match ? pageTwins(locale, pageHref(match), articlePairs)[target] : { href: '/' as const, same: false };
  // The same page keeps its query (the success page's `?type=`); a fallback page is another page.
  const href = getPathname({ locale: target, href: twin.href }) + (twin.same && search ? `?${search}` : '');
  // One prerendered not-found page answers every unknown address, so its server HTML cannot name the twin of the
  // address typed; hydration keeps the server's attributes, so the link is made again once the page runs.
  const running = useBrowserValue(() => true, false);
  return (
    <a
      key={running ? 'running' : 'hydrating'}
      href={href}
      hrefLang={target}
      lang={target}
      onClick={() => {
        // The cookie is the stored language, which the home redirect reads; the flag says the page about to load was
        // asked for explicitly, until it has loaded (docs/behaviour/privacy-and-consent.md#stored-keys).
        writeLanguageCookie(target);
        writeItem('languageExplicitlyChanged', 'true');
      }}
      aria-label={`${short}, ${label}`}
      className="icon-btn w-auto min-w-10 px-3 text-sm font-semibold hover:border-brand"
    >
      {short}
    </a>
  );
}

function SwitchLinkWithQuery(props: SwitchProps) {
  return <SwitchLink {...props} search={useSearchParams().toString()} />;
}

/**
 * A static page renders the link with the query its prerendered version stands for (`?type=whatsapp` on that version
 * of the success page), none elsewhere, and the browser adds the query of the address once it runs.
 */
export function LanguageSwitchLink(props: SwitchProps) {
  // Every page has the switch: once one has loaded, a switch that led to it is over.
  useEffect(() => removeItem('languageExplicitlyChanged'), []);
  const serverSearch = new URLSearchParams(useCurrentPage().query).toString();
  return (
    <Suspense fallback={<SwitchLink {...props} search={serverSearch} />}>
      <SwitchLinkWithQuery {...props} />
    </Suspense>
  );
}
