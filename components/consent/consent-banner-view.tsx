'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { buttonClass } from '@/components/ui/button-class';
import { consentState, saveConsent, subscribeConsent } from '@/lib/consent';
import { BANNER_DELAY_MS } from '@/lib/consent/constants';
import { runPrivacyHousekeeping } from '@/lib/privacy/records';
import { parsePublicPath } from '@/i18n/paths';
import type en from '@/messages/en.json';
import { ConsentForm } from './consent-form';

type ConsentBannerViewProps = {
  texts: (typeof en)['ConsentBanner'];
  privacyLink: ReactNode;
  settingsLink: ReactNode;
};

// Refusing must be as easy as accepting (CNIL): the three choices share one look and one size.
const choiceButton = `${buttonClass()} w-full px-5`;
const saveAll = (all: boolean) => saveConsent({ analytics: all, marketing: all, functional: all });

/** Room kept between a focused element and the fixed bars, so its focus ring shows whole. */
const FOCUS_MARGIN_PX = 12;

/** The cookie banner (docs/behaviour/privacy-and-consent.md#consent-banner); runs the housekeeping after each change. */
export function ConsentBannerView({ texts, privacyLink, settingsLink }: ConsentBannerViewProps) {
  const [view, setView] = useState<'hidden' | 'main' | 'custom'>('hidden');
  const banner = useRef<HTMLElement>(null);
  const focusBefore = useRef<HTMLElement | null>(null);
  const id = useId();
  const onSettingsPage = parsePublicPath(usePathname() ?? '/').match?.internal === '/cookie-settings';

  useEffect(() => {
    runPrivacyHousekeeping();
    const timer = window.setTimeout(() => {
      if (!consentState().record) setView((current) => (current === 'hidden' ? 'main' : current));
    }, BANNER_DELAY_MS);
    const stop = subscribeConsent((record) => {
      runPrivacyHousekeeping();
      setView((current) => (record ? 'hidden' : current === 'hidden' ? 'main' : current));
    });
    return () => {
      window.clearTimeout(timer);
      stop();
    };
  }, []);

  // Nothing focused hides under the banner (docs/behaviour/privacy-and-consent.md#keyboard-and-screen-readers).
  useEffect(() => {
    const root = document.documentElement.style;
    const fit = () => {
      root.scrollPaddingBottom = document.body.style.marginBottom = banner.current
        ? `${banner.current.getBoundingClientRect().height + FOCUS_MARGIN_PX}px`
        : '';
    };
    const observer = new ResizeObserver(fit);
    if (banner.current) observer.observe(banner.current);
    fit();
    return () => {
      observer.disconnect();
      root.scrollPaddingBottom = document.body.style.marginBottom = '';
    };
  }, [view, onSettingsPage]);

  // Switching views replaces the focused button: focus follows to where the visitor continues.
  const switchTo = (next: 'main' | 'custom') => {
    flushSync(() => setView(next));
    document.getElementById(`${id}-${next === 'custom' ? 'title' : 'customize'}`)?.focus();
  };

  const shown = view !== 'hidden' && !onSettingsPage;
  return (
    <>
      {/* Says politely that the banner arrived, without taking the focus: a live region present before its text. */}
      <p role="status" className="sr-only">
        {shown ? texts.arrival : ''}
      </p>
      {shown ? (
        <section
          ref={banner}
          role="dialog"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-text`}
          onFocus={({ currentTarget, relatedTarget }) => {
            // Where the focus came from, to give it back on Escape (a view switch comes from nowhere).
            if (relatedTarget instanceof HTMLElement && !currentTarget.contains(relatedTarget))
              focusBefore.current = relatedTarget;
          }}
          // Escape leaves the innermost layer (docs/behaviour/privacy-and-consent.md#keyboard-and-screen-readers).
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            if (view === 'custom') switchTo('main');
            else {
              setView('hidden');
              focusBefore.current?.focus();
            }
          }}
          className="fixed inset-x-0 bottom-0 z-50 px-3 pb-3 sm:px-4 sm:pb-4"
        >
          <div className="mx-auto max-h-[85dvh] max-w-3xl overflow-y-auto rounded-2xl border border-slate-200 bg-white p-5 text-ink shadow-2xl sm:p-6">
            <h2 id={`${id}-title`} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
              {view === 'main' ? texts.title : texts.customTitle}
            </h2>
            {view === 'main' ? (
              <>
                {/* Short blocks, so the banner is never the page's largest paint (Chrome's LCP weighs each block). */}
                <div id={`${id}-text`} className="mt-2 text-sm text-muted">
                  <p>{texts.lead}</p>
                  <ul className="list-disc pl-5">
                    <li>{texts.audience}</li>
                    <li>{texts.advertising}</li>
                  </ul>
                  <p>{texts.control}</p>
                  <p>{privacyLink}</p>
                </div>
                <div className="mt-4 grid gap-3 sm:grid-cols-3">
                  <button type="button" className={choiceButton} onClick={() => saveAll(true)}>
                    {texts.acceptAll}
                  </button>
                  <button type="button" className={choiceButton} onClick={() => saveAll(false)}>
                    {texts.necessaryOnly}
                  </button>
                  <button
                    id={`${id}-customize`}
                    type="button"
                    className={choiceButton}
                    onClick={() => switchTo('custom')}
                  >
                    {texts.customize}
                  </button>
                </div>
              </>
            ) : (
              <>
                <p id={`${id}-text`} className="mt-2 mb-4 text-sm text-muted">
                  {texts.customText}
                </p>
                {/* Off until the visitor ticks them: a pre-ticked box is no consent (CJEU Planet49, CNIL 2020). */}
                <ConsentForm
                  categories={(['analytics', 'marketing'] as const).map((name) => ({
                    name,
                    label: texts[name],
                    text: texts[`${name}Text`],
                  }))}
                >
                  <button type="submit" className={`${choiceButton} sm:w-auto sm:flex-1`}>
                    {texts.save}
                  </button>
                  <button
                    type="button"
                    className={`${buttonClass('secondary')} w-full px-5 sm:w-auto sm:flex-1`}
                    onClick={() => switchTo('main')}
                  >
                    {texts.back}
                  </button>
                </ConsentForm>
                <p className="mt-4 text-sm">{settingsLink}</p>
              </>
            )}
          </div>
        </section>
      ) : null}
    </>
  );
}
