'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { BANNER_DELAY_MS, consentState, saveConsent, subscribeConsent, suggestedChoice } from '@/lib/consent';
import { parsePublicPath } from '@/i18n/paths';
import type { BannerTexts } from './consent-banner';
import { ConsentSwitch } from './consent-switch';

type View = 'hidden' | 'main' | 'custom';

type ConsentBannerViewProps = {
  texts: BannerTexts;
  privacyLink: ReactNode;
  settingsLink: ReactNode;
};

// Refusing must be as easy as accepting (CNIL): the three choices share one look and one size.
const choiceButton =
  'w-full rounded-full bg-brand px-5 py-3 font-semibold text-white transition-colors hover:bg-brand-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';
const secondaryButton =
  'w-full rounded-full border border-slate-300 bg-white px-5 py-3 font-semibold text-ink hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

/**
 * The cookie banner (docs/behaviour/privacy-and-consent.md#consent-banner): 2 s after load when there is no valid
 * consent, and again whenever consent disappears (erased or withdrawn). A non-modal dialog fixed to the bottom of the
 * viewport: it never moves the page, and the page stays usable behind it. The cookie settings page asks the same
 * questions in full, so the banner keeps out of its way there.
 */
export function ConsentBannerView({ texts, privacyLink, settingsLink }: ConsentBannerViewProps) {
  const [view, setView] = useState<View>('hidden');
  const [choice, setChoice] = useState(suggestedChoice);
  const titleId = useId();
  const textId = useId();
  const customTitle = useRef<HTMLHeadingElement>(null);
  const customizeButton = useRef<HTMLButtonElement>(null);
  const moveFocus = useRef(false);
  const onSettingsPage = parsePublicPath(usePathname() ?? '/').match?.internal === '/cookie-settings';

  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (!consentState().record) setView((current) => (current === 'hidden' ? 'main' : current));
    }, BANNER_DELAY_MS);
    const stop = subscribeConsent((record) =>
      setView((current) => (record ? 'hidden' : current === 'hidden' ? 'main' : current)),
    );
    return () => {
      window.clearTimeout(timer);
      stop();
    };
  }, []);

  // Switching views replaces the focused button: focus follows to where the visitor continues.
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    if (view === 'custom') customTitle.current?.focus();
    if (view === 'main') customizeButton.current?.focus();
  }, [view]);

  const switchTo = (next: View) => {
    moveFocus.current = true;
    setView(next);
  };

  const customize = () => {
    setChoice(suggestedChoice());
    switchTo('custom');
  };

  if (view === 'hidden' || onSettingsPage) return null;

  return (
    <section
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      className="fixed inset-x-0 bottom-0 z-50 px-3 pb-3 sm:px-4 sm:pb-4"
    >
      <div className="mx-auto max-h-[85dvh] max-w-3xl overflow-y-auto rounded-2xl border border-slate-200 bg-white p-5 text-ink shadow-2xl sm:p-6">
        {view === 'main' ? (
          <>
            <h2 id={titleId} className="text-lg font-semibold">
              {texts.title}
            </h2>
            {/* Short blocks, each smaller than any page's main text: shown 2 s after load, the banner is never
                the page's largest paint (Chrome's LCP weighs each block of text on its own). */}
            <div id={textId} className="mt-2 text-sm text-muted">
              <p>{texts.lead}</p>
              <ul className="list-disc pl-5">
                <li>{texts.audience}</li>
                <li>{texts.advertising}</li>
              </ul>
              <p>{texts.control}</p>
              <p>{privacyLink}</p>
            </div>
            <div className="mt-4 grid gap-3 sm:grid-cols-3">
              <button
                type="button"
                className={choiceButton}
                onClick={() => saveConsent({ analytics: true, marketing: true, functional: true })}
              >
                {texts.acceptAll}
              </button>
              <button
                type="button"
                className={choiceButton}
                onClick={() => saveConsent({ analytics: false, marketing: false, functional: false })}
              >
                {texts.necessaryOnly}
              </button>
              <button ref={customizeButton} type="button" className={choiceButton} onClick={customize}>
                {texts.customize}
              </button>
            </div>
          </>
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              saveConsent(choice);
            }}
          >
            <h2 id={titleId} ref={customTitle} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
              {texts.customTitle}
            </h2>
            <p id={textId} className="mt-2 text-sm text-muted">
              {texts.customText}
            </p>
            <div className="mt-4 space-y-4">
              <ConsentSwitch
                id={`${titleId}-analytics`}
                label={texts.analytics}
                description={texts.analyticsText}
                checked={choice.analytics}
                onChange={(analytics) => setChoice((current) => ({ ...current, analytics }))}
              />
              <ConsentSwitch
                id={`${titleId}-marketing`}
                label={texts.marketing}
                description={texts.marketingText}
                checked={choice.marketing}
                onChange={(marketing) => setChoice((current) => ({ ...current, marketing }))}
              />
            </div>
            <div className="mt-5 grid gap-3 sm:grid-cols-2">
              <button type="submit" className={choiceButton}>
                {texts.save}
              </button>
              <button type="button" className={secondaryButton} onClick={() => switchTo('main')}>
                {texts.back}
              </button>
            </div>
            <p className="mt-4 text-sm">{settingsLink}</p>
          </form>
        )}
      </div>
    </section>
  );
}
