'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { buttonClass } from '@/components/ui/button-class';
import type { Locale } from '@/i18n/routing';
import { trackEvent } from '@/lib/analytics';
import {
  attemptSend,
  clearDraft,
  loadDraft,
  newSubmissionId,
  rememberChatLink,
  saveDraft,
} from '@/lib/contact/browser-store';
import {
  budgetsFor,
  companyRequired,
  heardFromOptions,
  projectTypes,
  timelinesFor,
  type Method,
  type ProjectType,
} from '@/lib/contact/choices';
import { chatSummary, chatUrl, fill, type ErrorTexts, type FunnelTexts } from '@/lib/contact/describe';
import { waitMinutes } from '@/lib/contact/rate-limit';
import { localizedPath } from '@/i18n/paths';
import type { ContactSubmission, ErrorCode } from '@/lib/contact/schema';
import { siteConfig } from '@/site.config';
import { ChoiceCards } from './choice-cards';
import { DetailsFields } from './details-fields';
import { FunnelProgress } from './funnel-progress';
import {
  emptyValues,
  fieldsOf,
  restoreValues,
  stepFromUrl,
  stepNames,
  type FunnelValues,
  type Step,
} from './funnel-values';

type ContactFunnelProps = {
  locale: Locale;
  texts: FunnelTexts;
  errors: ErrorTexts;
  /** Step 2's hints, with the starting prices of site.config formatted on the server. */
  budgetHints: { website: string; app: string };
};

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'alert'; text: string };

const formName = 'contact_funnel';
/**
 * The shared schema (zod and sanitize-html) is loaded after the page, not with it: the step-1 choices
 * need no validation, and it is in place long before anyone reaches the last step.
 */
type SchemaModule = typeof import('@/lib/contact/schema');
let schemaModule: SchemaModule | undefined;
let schemaLoading: Promise<SchemaModule> | undefined;
function loadSchema(): Promise<SchemaModule> {
  schemaLoading ??= import('@/lib/contact/schema').then((loaded) => (schemaModule = loaded));
  return schemaLoading;
}

const resolver: Resolver<FunnelValues, unknown, ContactSubmission> = async (values, context, options) => {
  const { contactSchema } = await loadSchema();
  return (zodResolver(contactSchema) as unknown as Resolver<FunnelValues, unknown, ContactSubmission>)(
    values,
    context,
    options,
  );
};

/** The first step whose answers are missing: the furthest a visitor (or a URL) may jump to. */
function reachableStep({ contactSchema, fieldErrors }: SchemaModule, values: FunnelValues): Step {
  const result = contactSchema.safeParse(values);
  if (result.success) return 4;
  const problems = fieldErrors(result.error);
  for (const step of [1, 2, 3] as const) if (fieldsOf(step).some((field) => problems[field])) return step;
  return 4;
}

function stepHref(step: Step): string {
  const url = new URL(window.location.href);
  if (step === 1) url.searchParams.delete('step');
  else url.searchParams.set('step', String(step));
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The step lives in the URL (`?step=2`): a tiny store over it, so rendering follows history entries. */
const stepListeners = new Set<() => void>();
function subscribeToStep(listener: () => void) {
  stepListeners.add(listener);
  return () => {
    stepListeners.delete(listener);
  };
}
const currentStep = () => stepFromUrl(window.location.search);
const serverStep = (): Step => 1;

function writeStep(step: Step, mode: 'push' | 'replace' | 'none') {
  if (mode === 'push') window.history.pushState({ contactStep: step }, '', stepHref(step));
  if (mode === 'replace') window.history.replaceState({ contactStep: step }, '', stepHref(step));
  for (const listener of stepListeners) listener();
}

/**
 * The four-step contact funnel (spec §4): one form and one schema for all steps, the step in the URL
 * so the browser's Back button works, the draft in session storage until it is sent.
 */
export function ContactFunnel({ locale, texts, errors: errorTexts, budgetHints }: ContactFunnelProps) {
  const router = useRouter();
  const { control, register, formState, subscribe, setValue, trigger, getValues, handleSubmit, setError, reset } =
    useForm<FunnelValues, unknown, ContactSubmission>({ resolver, defaultValues: emptyValues, mode: 'onTouched' });
  const { errors } = formState;
  const step = useSyncExternalStore(subscribeToStep, currentStep, serverStep);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const started = useRef(false);
  const submitted = useRef(false);
  const sending = useRef(false);
  const submissionId = useRef<string | undefined>(undefined);

  const projectType = useWatch({ control, name: 'projectType' }) as ProjectType | '';
  const type = projectType || undefined;

  const errorText = useCallback(
    (message: string | undefined) =>
      message === undefined
        ? undefined
        : Object.hasOwn(errorTexts, message)
          ? errorTexts[message as ErrorCode]
          : message,
    [errorTexts],
  );

  const goTo = useCallback((next: Step, history: 'push' | 'replace' | 'none') => {
    moved.current = true;
    setStatus({ kind: 'idle' });
    writeStep(next, history);
  }, []);

  // Restore the draft and the step of the URL (never past the first unanswered step).
  useEffect(() => {
    const draft = loadDraft();
    if (draft) {
      reset(restoreValues(draft.values));
      submissionId.current = draft.submissionId;
    }
    void loadSchema().then((schema) => {
      const reachable = reachableStep(schema, getValues());
      if (currentStep() > reachable) writeStep(reachable, 'replace');
    });
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        if (!submitted.current) saveDraft({ values: { ...values }, submissionId: submissionId.current });
      },
    });
  }, [getValues, reset, subscribe]);

  // The browser's Back and Forward buttons move between steps.
  useEffect(() => {
    const onPopState = () => {
      const wanted = currentStep();
      const reachable = schemaModule ? reachableStep(schemaModule, getValues()) : wanted;
      goTo(Math.min(wanted, reachable) as Step, wanted > reachable ? 'replace' : 'none');
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [getValues, goTo]);

  // A new step: its heading takes the focus (screen readers announce it) and analytics hears of it.
  useEffect(() => {
    if (!moved.current) return;
    headingRef.current?.focus();
    trackEvent('form_step', { form_name: formName, step_number: step, step_name: stepNames[step - 1] });
  }, [step]);

  // Choices that no longer fit the project type are cleared rather than sent.
  useEffect(() => {
    const { budget, timeline } = getValues();
    if (budget && !budgetsFor(type).includes(budget as never)) setValue('budget', '');
    if (timeline && !timelinesFor(type).includes(timeline as never)) setValue('timeline', '');
  }, [type, getValues, setValue]);

  function markStarted() {
    if (started.current) return;
    started.current = true;
    trackEvent('form_start', { form_name: formName });
  }

  /** One sentence for the live region; each field shows its own message too. */
  function announceInvalid(problems: (string | undefined)[]) {
    const missing = problems.some((message) => message?.endsWith('Required'));
    setStatus({
      kind: 'alert',
      text: missing ? errorTexts.requiredFields : (errorText(problems[0]) ?? errorTexts.requiredFields),
    });
  }

  function currentSubmissionId(): string {
    submissionId.current ??= newSubmissionId();
    saveDraft({ values: { ...getValues() }, submissionId: submissionId.current });
    return submissionId.current;
  }

  function rateLimited(retryAfterMs: number) {
    setStatus({
      kind: 'alert',
      text: fill(errorTexts.rateLimited, { minutes: waitMinutes(retryAfterMs), email: siteConfig.email }),
    });
  }

  function post(values: FunnelValues, method: Method) {
    return fetch('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...values, method, locale, submissionId: currentSubmissionId() }),
      keepalive: true,
    });
  }

  function finish(method: Method) {
    submitted.current = true;
    clearDraft();
    trackEvent('form_submit', { form_name: formName, method });
    router.push(localizedPath(method === 'email' ? '/contact/email-success' : '/contact/whatsapp-success', {}, locale));
  }

  async function next() {
    const valid = await trigger(fieldsOf(step), { shouldFocus: true });
    if (!valid) return;
    goTo((step + 1) as Step, 'push');
  }

  function back() {
    const previous = (step - 1) as Step;
    // Undo our own history entry when there is one, so Back in the page and in the browser agree.
    if (window.history.state?.contactStep === step) window.history.back();
    else goTo(previous, 'replace');
  }

  async function sendEmail(values: FunnelValues) {
    const limit = attemptSend();
    if (!limit.allowed) return rateLimited(limit.retryAfterMs);
    let response: Response;
    try {
      response = await post(values, 'email');
    } catch {
      return fail(errorTexts.sendFailed);
    }
    if (response.ok) return finish('email');
    if (response.status === 429) return fail(null, Number(response.headers.get('Retry-After')) * 1000 || 60_000);
    if (response.status === 400) {
      const body = (await response.json().catch(() => ({}))) as { errors?: Record<string, string> };
      for (const [field, message] of Object.entries(body.errors ?? {})) {
        if (field in emptyValues) setError(field as keyof FunnelValues, { message }, { shouldFocus: true });
      }
      return fail(errorTexts.requiredFields);
    }
    return fail(errorTexts.sendFailed);
  }

  function fail(text: string | null, retryAfterMs?: number) {
    sending.current = false;
    if (retryAfterMs !== undefined) rateLimited(retryAfterMs);
    else setStatus({ kind: 'alert', text: text ?? errorTexts.sendFailed });
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (step < 4) return void next();
    // A second click while the first is on its way changes nothing.
    if (sending.current) return;
    sending.current = true;
    setStatus({ kind: 'sending' });
    void handleSubmit(
      () => sendEmail(getValues()),
      (invalid) => {
        sending.current = false;
        announceInvalid(Object.values(invalid).map((error) => error?.message));
      },
    )();
  }

  /** The chat opens in the click itself (popup blockers allow that), then the lead is recorded by email too. */
  function openChat() {
    if (sending.current) return;
    if (!schemaModule) return void loadSchema().then(openChat);
    const { contactSchema, fieldErrors } = schemaModule;
    const parsed = contactSchema.safeParse({ ...getValues(), method: 'whatsapp', locale });
    if (!parsed.success) {
      announceInvalid(Object.values(fieldErrors(parsed.error)));
      void trigger(undefined, { shouldFocus: true });
      return;
    }
    const link = chatUrl(chatSummary(parsed.data, texts));
    window.open(link, '_blank', 'noopener,noreferrer');
    rememberChatLink(link);
    sending.current = true;
    setStatus({ kind: 'sending' });
    const values = getValues();
    const record = attemptSend().allowed ? post(values, 'whatsapp').catch(() => undefined) : Promise.resolve(undefined);
    // The conversation is already open with every answer in it: go on even if the copy by email failed.
    void record.then(() => finish('whatsapp'));
  }

  const isSending = status.kind === 'sending';
  const button = (variant: 'primary' | 'secondary') =>
    `${buttonClass(variant)} gap-1 disabled:cursor-not-allowed disabled:opacity-60`;
  const stepTitles = stepNames.map((name) => texts.steps[name]);
  const budgetChoices = budgetsFor(type).map((id) => ({ id, label: texts.choices.budget[id] }));

  return (
    <form
      noValidate
      aria-label={texts.formLabel}
      onSubmit={onSubmit}
      onChange={markStarted}
      className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-10"
    >
      <FunnelProgress
        label={texts.progressLabel}
        counter={fill(texts.stepCounter, { current: step, total: 4 })}
        steps={stepTitles}
        current={step}
      />

      {step === 1 ? (
        <ChoiceCards
          name="projectType"
          title={texts.projectType.title}
          hint={texts.projectType.hint}
          choices={projectTypes.map((id) => ({
            id,
            label: texts.choices.projectType[id],
            hint: texts.choices.projectTypeHints[id],
          }))}
          register={register('projectType')}
          error={errorText(errors.projectType?.message)}
          headingRef={headingRef}
        />
      ) : null}
      {step === 2 ? (
        <ChoiceCards
          name="budget"
          title={texts.budget.title}
          hint={type === 'mobile-app' ? budgetHints.app : budgetHints.website}
          choices={budgetChoices}
          register={register('budget')}
          error={errorText(errors.budget?.message)}
          headingRef={headingRef}
        />
      ) : null}
      {step === 3 ? (
        <ChoiceCards
          name="heardFrom"
          title={texts.heardFrom.title}
          hint={texts.heardFrom.hint}
          choices={heardFromOptions.map((id) => ({ id, label: texts.choices.heardFrom[id] }))}
          register={register('heardFrom')}
          error={errorText(errors.heardFrom?.message)}
          headingRef={headingRef}
        />
      ) : null}
      {step === 4 ? (
        <DetailsFields
          texts={texts}
          register={register}
          errors={errors}
          errorText={errorText}
          companyRequired={companyRequired(type)}
          timelines={timelinesFor(type)}
          headingRef={headingRef}
        />
      ) : null}

      <div role="alert" className="mt-6 rounded-xl bg-red-50 px-4 py-3 font-medium text-red-800 empty:hidden">
        {status.kind === 'alert' ? status.text : ''}
      </div>

      <div className="mt-8 flex flex-wrap items-center gap-3">
        {step > 1 ? (
          <button type="button" onClick={back} disabled={isSending} className={button('secondary')}>
            {texts.actions.back}
          </button>
        ) : null}
        {step < 4 ? (
          <button type="submit" className={`${button('primary')} ml-auto`}>
            {texts.actions.next}
          </button>
        ) : (
          <div className="ml-auto flex flex-wrap items-center gap-3">
            <button type="button" onClick={openChat} disabled={isSending} className={button('secondary')}>
              {texts.actions.sendWhatsapp} <span className="sr-only">{texts.actions.newTab}</span>
            </button>
            <button type="submit" disabled={isSending} aria-busy={isSending} className={button('primary')}>
              {isSending ? texts.actions.sending : texts.actions.sendEmail}
            </button>
          </div>
        )}
      </div>
      {step === 4 ? <p className="mt-4 text-sm text-muted">{texts.whatsappHint}</p> : null}
    </form>
  );
}
