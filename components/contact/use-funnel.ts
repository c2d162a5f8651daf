import { useEffect, useEffectEvent, useRef, useSyncExternalStore } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { budgetsFor, timelinesFor, type ProjectType } from '@/lib/contact/choices';
import { newSubmissionId } from '@/lib/contact/browser-store';
import { loadedSchema, loadSchema, schemaResolver } from '@/lib/contact/lazy-schema';
import type { ContactSubmission } from '@/lib/contact/schema';
import { steps, type ContactFormValues, type Step } from '@/lib/contact/steps';
import { readJson, removeItem, writeJson } from '@/lib/consent/storage';
import { HONEYPOT_FIELD } from '@/lib/http/honeypot';

/** Every field of the form, empty: what each step asks for. */
export const emptyValues = Object.fromEntries(
  steps.flatMap(({ fields }) => fields).map((name) => [name, '']),
) as ContactFormValues;

/** Keeps only known string fields from what storage returned; never the honeypot. */
function restoreValues(stored: Record<string, unknown>): ContactFormValues {
  const values = { ...emptyValues };
  for (const key of Object.keys(emptyValues) as (keyof ContactFormValues)[]) {
    const value = stored[key];
    if (typeof value === 'string' && key !== HONEYPOT_FIELD) values[key] = value.slice(0, 5000);
  }
  return values;
}

/**
 * The funnel's one form, on the shared schema. What the visitor typed survives a reload (session storage, read through
 * lib/consent, which never throws: in private mode the funnel just forgets) until it is sent, with the id that makes a
 * retry of the same form the same message; budget and duration choices that no longer fit the project type are
 * cleared, not sent.
 */
export function useFunnelForm() {
  const form = useForm<ContactFormValues, unknown, ContactSubmission>({
    resolver: schemaResolver,
    defaultValues: emptyValues,
    mode: 'onTouched',
  });
  const { reset, subscribe, getValues, setValue, control } = form;
  const submissionId = useRef<string | undefined>(undefined);
  const sent = useRef(false);

  useEffect(() => {
    const draft = readJson('contactDraft') as { values?: unknown; submissionId?: string } | null;
    if (typeof draft?.values === 'object' && draft.values !== null) {
      reset(restoreValues(draft.values as Record<string, unknown>));
      submissionId.current = draft.submissionId;
    }
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        if (!sent.current) writeJson('contactDraft', { values: { ...values }, submissionId: submissionId.current });
      },
    });
  }, [reset, subscribe]);

  const projectType = (useWatch({ control, name: 'projectType' }) || undefined) as ProjectType | undefined;
  useEffect(() => {
    const { budget, timeline } = getValues();
    if (budget && !budgetsFor(projectType).includes(budget as never)) setValue('budget', '');
    if (timeline && !timelinesFor(projectType).includes(timeline as never)) setValue('timeline', '');
  }, [projectType, getValues, setValue]);

  return {
    form,
    projectType,
    /** The form's id, created on the first send and kept with the draft. */
    submissionId(): string {
      submissionId.current ??= newSubmissionId();
      writeJson('contactDraft', { values: { ...getValues() }, submissionId: submissionId.current });
      return submissionId.current;
    },
    /** Sent: the draft goes, and stays gone while the page leaves. */
    clearDraft() {
      sent.current = true;
      removeItem('contactDraft');
    },
  };
}

/** The step lives in the URL (`?step=2`): a tiny store over it, so rendering follows history entries. */
const listeners = new Set<() => void>();
const subscribeToStep = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

function currentStep(): Step {
  const step = Number(new URLSearchParams(window.location.search).get('step'));
  return step === 2 || step === 3 || step === 4 ? step : 1;
}

function writeStep(step: Step, history: 'pushState' | 'replaceState' | undefined) {
  const url = new URL(window.location.href);
  if (step === 1) url.searchParams.delete('step');
  else url.searchParams.set('step', String(step));
  if (history) window.history[history]({ contactStep: step }, '', `${url.pathname}${url.search}${url.hash}`);
  for (const listener of listeners) listener();
}

/**
 * The funnel's step, kept in the URL so the browser's Back and Forward buttons move between steps; neither a URL nor
 * history may go past the first unanswered step (`values`). `onLeave` runs as the visitor leaves a step, `onEnter`
 * once the step they moved to has rendered. Call it after useFunnelForm: its first check follows the draft's return.
 */
export function useFunnelStep(values: () => ContactFormValues, onLeave: () => void, onEnter: (step: Step) => void) {
  const step = useSyncExternalStore(subscribeToStep, currentStep, (): Step => 1);
  const moved = useRef(false);
  // `undefined` until the schema has arrived: until then the URL's step is taken as it is.
  const reachable = () => loadedSchema()?.reachableStep(values());

  function goTo(next: Step, history?: 'pushState' | 'replaceState') {
    moved.current = true;
    onLeave();
    writeStep(next, history);
  }

  const onPopState = useEffectEvent(() => {
    const wanted = currentStep();
    const limit = reachable() ?? wanted;
    goTo(Math.min(wanted, limit) as Step, wanted > limit ? 'replaceState' : undefined);
  });
  // A URL that skips unanswered steps goes back to the furthest one allowed, once the schema is there; step 1 is always
  // allowed, so the schema waits for the visitor rather than weigh on the page's first load.
  const clamp = useEffectEvent(() => {
    if (currentStep() === 1) return;
    void loadSchema().then(() => {
      const limit = reachable();
      if (limit !== undefined && currentStep() > limit) writeStep(limit, 'replaceState');
    });
  });
  useEffect(() => {
    clamp();
    const listener = () => onPopState();
    window.addEventListener('popstate', listener);
    return () => window.removeEventListener('popstate', listener);
  }, []);

  const entered = useEffectEvent((step: Step) => {
    if (moved.current) onEnter(step);
  });
  useEffect(() => entered(step), [step]);

  return {
    step,
    forward: () => goTo((step + 1) as Step, 'pushState'),
    /** Undoes our own history entry when there is one, so Back in the page and in the browser agree. */
    back() {
      if (window.history.state?.contactStep === step) window.history.back();
      else goTo((step - 1) as Step, 'replaceState');
    },
  };
}
