'use client';

import { useRouter } from '@/i18n/client-navigation';
import { useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button-class';
import type { Locale } from '@/i18n/routing';
import { trackEvent } from '@/lib/analytics';
import { markSubmission } from '@/lib/analytics/engagement';
import { openChat } from '@/lib/contact/chat';
import type { Method } from '@/lib/contact/choices';
import type { FunnelTexts } from '@/lib/contact/texts';
import { loadedSchema, loadSchema, loadSchemaOnFirstTouch } from '@/lib/contact/lazy-schema';
import type { ContactFormValues } from '@/lib/contact/schema';
import { steps, type Step } from '@/lib/contact/steps';
import { submitContact, type SubmitOutcome } from '@/lib/contact/submit';
import { failureAlert, invalidAlert } from './funnel-messages';
import { FunnelStep } from './funnel-step';
import { emptyValues, useFunnelForm, useFunnelStep } from './use-funnel';

const formName = 'contact_funnel';
type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'checking' } | { kind: 'alert'; text: string };

const button = (variant: 'primary' | 'secondary') =>
  `${buttonClass(variant)} gap-1 disabled:cursor-not-allowed disabled:opacity-60`;

/**
 * The four-step contact funnel (docs/behaviour/contact.md#funnel-steps): one form and one schema for all steps, the
 * step in the URL so the browser's Back button works, the draft in session storage until it is sent.
 */
export function ContactFunnel({ locale, texts }: { locale: Locale; texts: FunnelTexts }) {
  const router = useRouter();
  const { form, projectType, submissionId, clearDraft } = useFunnelForm();
  const { register, formState, trigger, getValues, handleSubmit, setError } = form;
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const formRef = useRef<HTMLFormElement>(null);
  const started = useRef(false);
  const sending = useRef(false);
  const { step, forward, back } = useFunnelStep(
    getValues,
    () => setStatus({ kind: 'idle' }),
    // The new step's heading takes the focus (screen readers announce it) and analytics hears of it.
    (entered: Step) => {
      formRef.current?.querySelector('h2')?.focus();
      trackEvent('form_step', { form_name: formName, step_number: entered, step_name: steps[entered - 1].name });
    },
  );
  const alert = (text: string) => setStatus({ kind: 'alert', text });

  // Under pressure the server asks for a proof of work: the visitor is told why the send takes a few seconds.
  const submit = (method: Method) =>
    submitContact({ ...getValues(), method, locale, submissionId: submissionId() }, () =>
      setStatus({ kind: 'checking' }),
    );

  function finish(method: Method, query: Record<string, string> = {}) {
    clearDraft();
    trackEvent('form_submit', { form_name: formName, method });
    markSubmission(method);
    if (method === 'whatsapp') return router.push('/contact/whatsapp-success');
    router.push({ pathname: '/contact/email-success', query });
  }

  function showOutcome(outcome: SubmitOutcome) {
    // The success page says exactly what happened: kept for delivery, or sent without its acknowledgement.
    if (outcome.kind === 'received') return finish('email', { request: 'received' });
    if (outcome.kind === 'sent') return finish('email', outcome.acknowledged ? {} : { confirmation: 'unsent' });
    sending.current = false;
    if (outcome.kind === 'invalid') {
      for (const [field, message] of Object.entries(outcome.errors)) {
        if (field in emptyValues) setError(field as keyof ContactFormValues, { message }, { shouldFocus: true });
      }
    }
    alert(failureAlert(texts, outcome));
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (step < 4)
      return void trigger([...steps[step - 1].fields], { shouldFocus: true }).then((valid) => valid && forward());
    // A second click while the first is on its way changes nothing.
    if (sending.current) return;
    sending.current = true;
    setStatus({ kind: 'sending' });
    void handleSubmit(
      () => submit('email').then(showOutcome),
      (invalid) => {
        sending.current = false;
        alert(
          invalidAlert(
            texts,
            Object.values(invalid).map((error) => error?.message),
          ),
        );
      },
    )();
  }

  /** The chat opens in the click itself (popup blockers allow that), then the lead is recorded by email too. */
  function chat() {
    if (sending.current) return;
    const schema = loadedSchema();
    if (!schema) return void loadSchema().then(chat);
    const parsed = schema.contactSchema.safeParse({ ...getValues(), method: 'whatsapp', locale });
    if (!parsed.success) {
      alert(invalidAlert(texts, Object.values(schema.fieldErrors(parsed.error))));
      return void trigger(undefined, { shouldFocus: true });
    }
    openChat(parsed.data, texts);
    sending.current = true;
    setStatus({ kind: 'sending' });
    // The conversation is already open with every answer in it: go on even if the copy by email failed.
    void submit('whatsapp').then(() => finish('whatsapp'));
  }

  const busy = status.kind === 'sending' || status.kind === 'checking';
  const { actions } = texts;
  return (
    <form
      ref={formRef}
      noValidate
      aria-label={texts.formLabel}
      onSubmit={onSubmit}
      onChange={() => {
        if (!started.current) trackEvent('form_start', { form_name: formName });
        started.current = true;
      }}
      {...loadSchemaOnFirstTouch}
      className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-10"
    >
      {/* The counter is a polite live region, as the ARIA Authoring Practices do it: a screen reader says "Step 2 of
          4" when the step changes, not when the page opens. */}
      <div className="mb-8">
        <p aria-live="polite" aria-atomic="true" className="text-sm font-semibold text-brand">
          {texts.stepCounters[step - 1]}
        </p>
        <ol aria-label={texts.progressLabel} className="mt-3 grid grid-cols-4 gap-2">
          {steps.map(({ name }, index) => (
            <li
              key={name}
              aria-current={index + 1 === step ? 'step' : undefined}
              className="text-xs text-muted sm:text-sm"
            >
              <span
                aria-hidden="true"
                className={`mb-2 block h-1.5 rounded-full ${index < step ? 'bg-brand' : 'bg-slate-200'}`}
              />
              <span className={index + 1 === step ? 'font-semibold text-ink' : undefined}>
                {texts.stepTitles[name]}
              </span>
            </li>
          ))}
        </ol>
      </div>
      <FunnelStep step={step} texts={texts} projectType={projectType} register={register} errors={formState.errors} />
      <div role="alert" className="mt-6 rounded-xl bg-red-50 px-4 py-3 font-medium text-red-800 empty:hidden">
        {status.kind === 'alert' ? status.text : ''}
      </div>
      <p role="status" className="mt-6 text-sm text-muted empty:hidden">
        {status.kind === 'checking' ? actions.checking : ''}
      </p>
      {/* Back and Continue; on the last step, the two ways to send (the email one is the form's submit). */}
      <div className="mt-8 flex flex-wrap items-center gap-3">
        {step > 1 ? (
          <button type="button" onClick={back} disabled={busy} className={button('secondary')}>
            {actions.back}
          </button>
        ) : null}
        {step < 4 ? (
          <button type="submit" className={`${button('primary')} ml-auto`}>
            {actions.next}
          </button>
        ) : (
          <div className="ml-auto flex flex-wrap items-center gap-3">
            <button type="button" onClick={chat} disabled={busy} className={button('secondary')}>
              {actions.sendWhatsapp} <span className="sr-only">{actions.newTab}</span>
            </button>
            <button type="submit" disabled={busy} aria-busy={busy} className={button('primary')}>
              {busy ? actions.sending : actions.sendEmail}
            </button>
          </div>
        )}
      </div>
      {step === 4 ? <p className="mt-4 text-sm text-muted">{texts.whatsappHint}</p> : null}
    </form>
  );
}
