'use client';

import { useId, useState } from 'react';
import { buttonClass } from '@/components/ui/button-class';
import type { Locale } from '@/i18n/routing';
import { trackEvent } from '@/lib/analytics';
import { HONEYPOT_FIELD } from '@/lib/http/honeypot';

/** `sent`: what happens next, once the confirmation email is on its way; `honeypot`: the label people never see. */
type NewsletterFormTexts = Record<
  'label' | 'placeholder' | 'submit' | 'sending' | 'sent' | 'failed' | 'honeypot',
  string
>;

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'error'; message: string };

const inputClass = [
  'block w-full rounded-full border border-slate-300 bg-white px-5 py-3 text-ink shadow-sm',
  'focus:border-brand focus:outline-2 focus:outline-offset-0 focus:outline-brand aria-invalid:border-red-600',
].join(' ');

/** The newsletter's sign-up: one address, then a message saying to confirm it from the inbox. */
export function NewsletterForm({ locale, texts }: { locale: Locale; texts: NewsletterFormTexts }) {
  const id = useId();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const errorId = `${id}-error`;

  /** Asks for the confirmation email; the server words every refusal in the visitor's language. */
  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const form = event.currentTarget;
    const data = Object.fromEntries(['email', HONEYPOT_FIELD].map((name) => [name, form[name].value]));
    setStatus({ kind: 'sending' });
    const response = await fetch('/api/newsletter', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...data, locale }),
    }).catch(() => undefined);
    if (!response?.ok) {
      const error = (await response?.json().catch(() => undefined))?.error;
      return setStatus({ kind: 'error', message: typeof error === 'string' ? error : texts.failed });
    }
    form.reset();
    setStatus({ kind: 'sent' });
    trackEvent('form_submit', { form_name: 'newsletter', method: 'email' });
  }

  const invalid = status.kind === 'error';
  return (
    <form noValidate onSubmit={onSubmit} className="relative mt-6">
      <label htmlFor={`${id}-email`} className="font-medium text-ink">
        {texts.label}
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          placeholder={texts.placeholder}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          className={inputClass}
        />
        <button type="submit" disabled={status.kind === 'sending'} className={`${buttonClass('primary')} shrink-0`}>
          {status.kind === 'sending' ? texts.sending : texts.submit}
        </button>
      </div>
      {/* Honeypot: off-screen and out of the tab order; people leave it empty, bots fill it. */}
      <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{texts.honeypot}</label>
        <input id={`${id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <p id={errorId} role="alert" className="mt-3 font-medium text-red-700 empty:hidden">
        {status.kind === 'error' ? status.message : ''}
      </p>
      <p role="status" className="mt-3 font-medium text-ink empty:hidden">
        {status.kind === 'sent' ? texts.sent : ''}
      </p>
    </form>
  );
}
