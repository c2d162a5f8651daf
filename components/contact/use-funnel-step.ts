import { useEffect, useEffectEvent, useRef, useSyncExternalStore } from 'react';
import { loadedSchema, loadSchema } from '@/lib/contact/lazy-schema';
import type { ContactFormValues, Step } from '@/lib/contact/steps';

type HistoryMode = 'push' | 'replace' | 'none';

function stepFromUrl(search: string): Step {
  const step = Number(new URLSearchParams(search).get('step'));
  return step === 2 || step === 3 || step === 4 ? step : 1;
}

function stepHref(step: Step): string {
  const url = new URL(window.location.href);
  if (step === 1) url.searchParams.delete('step');
  else url.searchParams.set('step', String(step));
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The step lives in the URL (`?step=2`): a tiny store over it, so rendering follows history entries. */
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
const currentStep = () => stepFromUrl(window.location.search);
const serverStep = (): Step => 1;

function writeStep(step: Step, mode: HistoryMode) {
  if (mode === 'push') window.history.pushState({ contactStep: step }, '', stepHref(step));
  if (mode === 'replace') window.history.replaceState({ contactStep: step }, '', stepHref(step));
  for (const listener of listeners) listener();
}

type Options = {
  /** The form's answers: the furthest step allowed is the first one with a missing or wrong answer. */
  values: () => ContactFormValues;
  /** Called as the visitor leaves a step, before the next one renders. */
  onLeave: () => void;
  /** Called once the step the visitor moved to has rendered (not on the first render). */
  onEnter: (step: Step) => void;
};

/**
 * The funnel's step, kept in the URL so the browser's Back and Forward buttons move between steps;
 * neither a URL nor history may go past the first unanswered step.
 */
export function useFunnelStep({ values, onLeave, onEnter }: Options) {
  const step = useSyncExternalStore(subscribe, currentStep, serverStep);
  const moved = useRef(false);
  // `undefined` until the schema has arrived: until then the URL's step is taken as it is.
  const reachable = () => {
    const schema = loadedSchema();
    return schema?.reachableStep(values());
  };

  function goTo(next: Step, mode: HistoryMode) {
    moved.current = true;
    onLeave();
    writeStep(next, mode);
  }

  const onPopState = useEffectEvent(() => {
    const wanted = currentStep();
    const limit = reachable() ?? wanted;
    goTo(Math.min(wanted, limit) as Step, wanted > limit ? 'replace' : 'none');
  });
  useEffect(() => {
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
    /** Brings a URL that skips unanswered steps back to the furthest one allowed, once the schema is there. */
    clamp() {
      // Step 1 is always allowed: the schema waits for the visitor rather than weigh on the page's first load.
      if (currentStep() === 1) return;
      void loadSchema().then(() => {
        const limit = reachable();
        if (limit !== undefined && currentStep() > limit) writeStep(limit, 'replace');
      });
    },
    forward: () => goTo((step + 1) as Step, 'push'),
    /** Undoes our own history entry when there is one, so Back in the page and in the browser agree. */
    back() {
      if (window.history.state?.contactStep === step) window.history.back();
      else goTo((step - 1) as Step, 'replace');
    },
  };
}
