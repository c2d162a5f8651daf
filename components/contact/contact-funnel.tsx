'use client';

import { useRouter } from '@/i18n/client-navigation';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Locale } from '@/i18n/routing';
import { trackEvent } from '@/lib/analytics';
import { markSubmission } from '@/lib/analytics/engagement';
import { openChat } from '@/lib/contact/chat';
import type { Method } from '@/lib/contact/choices';
import type { FunnelTexts } from '@/lib/contact/funnel-texts';
import { loadedSchema, loadSchema, loadSchemaOnFirstTouch, schemaResolver } from '@/lib/contact/lazy-schema';
import type { ContactFormValues, ContactSubmission } from '@/lib/contact/schema';
import { steps, type Step } from '@/lib/contact/steps';
import { submitContact, type SubmitOutcome } from '@/lib/contact/submit';
import { FunnelActions } from './funnel-actions';
import { errorText, failureAlert, invalidAlert } from './funnel-messages';
import { FunnelProgress } from './funnel-progress';
import { FunnelStep } from './funnel-step';
import { emptyValues, useDraft } from './use-draft';
import { useFunnelStep } from './use-funnel-step';
import { useProjectType } from './use-project-type';

const formName = 'contact_funnel';
type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'checking' } | { kind: 'alert'; text: string };

/**
 * The four-step contact funnel (docs/behaviour/contact.md#funnel-steps): one form and one schema for all steps, the
 * step in the URL so the browser's Back button works, the draft in session storage until it is sent.
 */
export function ContactFunnel({ locale, texts }: { locale: Locale; texts: FunnelTexts }) {
  const router = useRouter();
  const form = useForm<ContactFormValues, unknown, ContactSubmission>({
    resolver: schemaResolver,
    defaultValues: emptyValues,
    mode: 'onTouched',
  });
  const { register, formState, trigger, getValues, handleSubmit, setError } = form;
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const started = useRef(false);
  const sending = useRef(false);
  const type = useProjectType(form);

  const { step, clamp, forward, back } = useFunnelStep({
    values: getValues,
    onLeave: () => setStatus({ kind: 'idle' }),
    // The new step's heading takes the focus (screen readers announce it) and analytics hears of it.
    onEnter: (entered: Step) => {
      headingRef.current?.focus();
      trackEvent('form_step', { form_name: formName, step_number: entered, step_name: steps[entered - 1].name });
    },
  });
  // The draft comes back first; the URL's step may then be past the first unanswered step.
  const draft = useDraft(form, clamp);
  function markStarted() {
    if (!started.current) trackEvent('form_start', { form_name: formName });
    started.current = true;
  }
  const alert = (text: string) => setStatus({ kind: 'alert', text });
  const announceInvalid = (problems: (string | undefined)[]) => alert(invalidAlert(texts, problems));

  // Under pressure the server asks for a proof of work: the visitor is told why the send takes a few seconds.
  const submit = (method: Method) =>
    submitContact({ ...getValues(), method, locale, submissionId: draft.submissionId() }, () =>
      setStatus({ kind: 'checking' }),
    );

  function finish(method: Method, query: Record<string, string> = {}) {
    draft.clear();
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
        announceInvalid(Object.values(invalid).map((error) => error?.message));
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
      announceInvalid(Object.values(schema.fieldErrors(parsed.error)));
      return void trigger(undefined, { shouldFocus: true });
    }
    openChat(parsed.data, texts);
    sending.current = true;
    setStatus({ kind: 'sending' });
    // The conversation is already open with every answer in it: go on even if the copy by email failed.
    void submit('whatsapp').then(() => finish('whatsapp'));
  }

  return (
    <form
      noValidate
      aria-label={texts.formLabel}
      onSubmit={onSubmit}
      onChange={markStarted}
      {...loadSchemaOnFirstTouch}
      className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-10"
    >
      <FunnelProgress
        label={texts.progressLabel}
        counter={texts.stepCounters[step - 1]}
        steps={steps.map(({ name }) => texts.stepTitles[name])}
        current={step}
      />
      <FunnelStep
        step={step}
        texts={texts}
        projectType={type}
        register={register}
        errors={formState.errors}
        errorText={(message) => errorText(texts, message)}
        headingRef={headingRef}
      />
      <div role="alert" className="mt-6 rounded-xl bg-red-50 px-4 py-3 font-medium text-red-800 empty:hidden">
        {status.kind === 'alert' ? status.text : ''}
      </div>
      <p role="status" className="mt-6 text-sm text-muted empty:hidden">
        {status.kind === 'checking' ? texts.actions.checking : ''}
      </p>
      <FunnelActions
        step={step}
        sending={status.kind === 'sending' || status.kind === 'checking'}
        texts={texts}
        onBack={back}
        onChat={chat}
      />
    </form>
  );
}
