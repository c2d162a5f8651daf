'use client';

import { useEffect, useId, useState, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button-class';
import { saveConsent, type OptionalCategory } from '@/lib/consent';
import { STATUS_MESSAGE_MS } from '@/lib/consent/constants';
import { useConsent } from '@/lib/consent/use-consent';
import type en from '@/messages/en.json';
import { ConsentSwitch } from './consent-switch';

type CookieSettingsFormProps = {
  texts: (typeof en)['CookieSettingsPage'];
  retention: Record<'necessary' | OptionalCategory, string>;
  /** Server-rendered around the one value only the browser knows, the date of the choice. */
  chosenOn: ReactNode;
};

/**
 * The advanced cookie settings (docs/behaviour/privacy-and-consent.md#cookie-settings-page): every category with what
 * it stores and for how long; the switches start at the visitor's current choice and Save writes it.
 */
export function CookieSettingsForm({ texts, retention, chosenOn }: CookieSettingsFormProps) {
  const consent = useConsent();
  const [draft, setDraft] = useState<Record<OptionalCategory, boolean> | null>(null);
  const [saved, setSaved] = useState(false);
  const id = useId();
  const values = draft ?? {
    analytics: consent.analytics,
    marketing: consent.marketing,
    functional: consent.functional,
  };

  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => setSaved(false), STATUS_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [saved]);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        saveConsent(values);
        setDraft(null);
        setSaved(true);
      }}
    >
      <p className="mb-6 text-muted">{consent.record ? chosenOn : texts.notChosen}</p>
      <ul className="space-y-4">
        {(['necessary', 'analytics', 'marketing', 'functional'] as const).map((category) => (
          <li key={category} className="rounded-2xl border border-slate-200 bg-white p-6">
            <ConsentSwitch
              id={`${id}-${category}`}
              label={texts.categories[category].name}
              description={texts.categories[category].text}
              checked={category === 'necessary' || values[category]}
              disabled={category === 'necessary'}
              onChange={(checked) => setDraft({ ...values, [category]: checked })}
            />
            {category === 'necessary' ? (
              <p className="mt-2 text-sm font-semibold text-emerald-700">{texts.alwaysOn}</p>
            ) : null}
            <dl className="mt-4 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="font-semibold text-ink">{texts.storesLabel}</dt>
              <dd className="text-muted">{texts.categories[category].stores}</dd>
              <dt className="font-semibold text-ink">{texts.retentionLabel}</dt>
              <dd className="text-muted">{retention[category]}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <button type="submit" className={buttonClass('primary')}>
          {texts.save}
        </button>
        <p role="status" className="font-medium text-emerald-800">
          {saved ? texts.saved : ''}
        </p>
      </div>
    </form>
  );
}
