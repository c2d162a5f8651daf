'use client';

import { useEffect, useId, useState, type ReactNode } from 'react';
import { longDate } from '@/i18n/dates';
import type { Locale } from '@/i18n/routing';
import { saveConsent, type OptionalCategory } from '@/lib/consent';
import { STATUS_MESSAGE_MS } from '@/lib/consent/constants';
import { useConsent } from '@/lib/consent/use-consent';

type ConsentFormProps = {
  categories: { name: 'necessary' | OptionalCategory; label: string; text: string; details?: ReactNode }[];
  /** The Save button and what goes beside it. */
  children: ReactNode;
  /** The cookie settings page: switches that start at the current choice, its date, and a confirmation of each save. */
  settings?: { chosenOn: ReactNode; notChosen: string; saved: string };
};

/** A status message that clears itself after STATUS_MESSAGE_MS: the settings page's and the My Data panel's. */
export function useStatusMessage<T>() {
  const [status, setStatus] = useState<T | null>(null);
  useEffect(() => {
    if (status === null) return;
    const timer = window.setTimeout(() => setStatus(null), STATUS_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [status]);
  return [status, setStatus] as const;
}

/**
 * The consent switches and their Save, in the banner's custom view and on the cookie settings page
 * (docs/behaviour/privacy-and-consent.md#saving-a-choice). Each switch is a real checkbox, so it works with keyboard
 * and screen readers; the banner's start off until the visitor ticks them, and a category a form does not show keeps
 * its previous answer.
 */
export function ConsentForm({ categories, children, settings }: ConsentFormProps) {
  const consent = useConsent();
  const [status, setStatus] = useStatusMessage<string>();
  const id = useId();

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const ticked = (name: OptionalCategory) =>
          (event.currentTarget.elements.namedItem(name) as HTMLInputElement | null)?.checked;
        saveConsent({
          analytics: !!ticked('analytics'),
          marketing: !!ticked('marketing'),
          functional: ticked('functional'),
        });
        if (settings) setStatus(settings.saved);
      }}
    >
      {settings ? <p className="mb-6 text-muted">{consent.record ? settings.chosenOn : settings.notChosen}</p> : null}
      {/* Drawn again from the stored choice whenever it changes (here or in another tab). */}
      <ul key={settings ? consent.record?.consentDate : undefined} className="space-y-4">
        {categories.map(({ name, label, text, details }) => (
          <li key={name} className={settings ? 'rounded-2xl border border-slate-200 bg-white p-6' : undefined}>
            <div className="flex items-start justify-between gap-4">
              <div>
                <label htmlFor={`${id}-${name}`} className="font-semibold text-ink">
                  {label}
                </label>
                <p id={`${id}-${name}-text`} className="mt-1 text-sm text-muted">
                  {text}
                </p>
              </div>
              <input
                id={`${id}-${name}`}
                name={name}
                type="checkbox"
                role="switch"
                defaultChecked={name === 'necessary' || (settings && consent[name])}
                disabled={name === 'necessary'}
                aria-describedby={`${id}-${name}-text`}
                className="relative mt-0.5 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors before:absolute before:left-0.5 before:top-0.5 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-brand checked:before:translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-60"
              />
            </div>
            {details}
          </li>
        ))}
      </ul>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        {children}
        {settings ? (
          <p role="status" className="font-medium text-emerald-800">
            {status}
          </p>
        ) : null}
      </div>
    </form>
  );
}

/** The date of the visitor's choice, for the settings page: only this browser knows it, so only it can write it. */
export function ConsentDate({ locale }: { locale: Locale }) {
  const { record } = useConsent();
  return record ? <time dateTime={record.consentDate}>{longDate(locale, record.consentDate)}</time> : null;
}
