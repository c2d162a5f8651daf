import { consentState, subscribeConsent } from '@/lib/consent';
import { readItem, storageAvailable, writeItem } from '@/lib/consent/storage';
import { getFlags } from '@/lib/flags';
import {
  DEFAULT_CURRENCY,
  eventCategories,
  FORM_LAST_STEP,
  type AnalyticsEvent,
  type ConversionName,
  type EventName,
  type EventParams,
} from './events';
import { dataLayer, gtag } from './gtag';
import { sendToPixel, type Fbq } from './pixel';

/**
 * The same event (name and parameters) is sent at most once per 5000 ms (docs/behaviour/analytics.md#deduplication).
 */
export const DEDUP_WINDOW_MS = 5000;
/**
 * The memory of sent events is trimmed by 500 once it holds more than 1000 (docs/behaviour/analytics.md#deduplication).
 */
export const SENT_MEMORY_MAX = 1000;
export const SENT_MEMORY_TRIM = 500;
/** Events waiting for the tag manager or for the visitor's choice; the oldest go first beyond this. */
export const QUEUE_LIMIT = 100;

/** How the tag libraries are fed: GTM reads `{ event }` objects, a bare analytics tag reads gtag() calls. */
export type Transport = 'gtm' | 'gtag';

/** Kept only once an event leaves, so only with consent; none when the browser refuses storage. */
function sessionId(): string | undefined {
  const stored = readItem('analyticsSession');
  if (stored) return stored;
  const id = crypto.randomUUID();
  return writeItem('analyticsSession', id) ? id : undefined;
}

/** True once this tab has sent its first event, so the session start is reported once per session. */
export function sessionStarted(): boolean {
  return !storageAvailable('session') || readItem('analyticsSession') !== null;
}

function deliver(event: AnalyticsEvent, transport: Transport): void {
  const payload: Record<string, unknown> = { event_category: event.category, session_id: sessionId() };
  for (const [key, value] of Object.entries(event.parameters)) {
    if (value !== undefined) payload[key] = value;
  }
  // A conversion's own value and currency; other events may carry a `value` parameter (web vitals).
  if (event.value !== undefined) payload.value = event.value;
  if (event.currency !== undefined) payload.currency = event.currency;
  if (transport === 'gtm') dataLayer().push({ event: event.name, ...payload });
  else gtag('event', event.name, payload);
  if (getFlags().debug) console.info('[analytics]', event.name, payload);
}

/** One tracker per page load; `now` is injectable for tests. */
export function createTracker(now: () => number = Date.now) {
  const sent = new Map<string, number>();
  const forms = new Map<string, { step_number: number; step_name?: string }>();
  let queue: AnalyticsEvent[] = [];
  let pixelQueue: AnalyticsEvent[] = [];
  let transport: Transport | null = null;
  let fbq: Fbq | null = null;
  let followingConsent = false;

  /**
   * From the first event on, each new choice releases the waiting events or drops them
   * (docs/behaviour/analytics.md#lifecycle).
   */
  function followConsent(): void {
    if (followingConsent) return;
    followingConsent = true;
    subscribeConsent(() => flush());
  }

  function isDuplicate(key: string, at: number): boolean {
    const last = sent.get(key);
    if (last !== undefined && at - last < DEDUP_WINDOW_MS) return true;
    // Re-inserting keeps the map ordered from the oldest to the newest sending.
    sent.delete(key);
    sent.set(key, at);
    if (sent.size > SENT_MEMORY_MAX) {
      let dropped = 0;
      for (const oldest of sent.keys()) {
        if (dropped++ === SENT_MEMORY_TRIM) break;
        sent.delete(oldest);
      }
    }
    return false;
  }

  /**
   * A form starts once, records its steps, and stops counting once submitted
   * (docs/behaviour/analytics.md#form-tracking).
   */
  function followForm(name: EventName, params: Record<string, unknown>): boolean {
    const form = String(params.form_name ?? '');
    if (name === 'form_start') {
      if (forms.has(form)) return false;
      forms.set(form, { step_number: 1 });
    } else if (name === 'form_step' && typeof params.step_number === 'number') {
      forms.set(form, { step_number: params.step_number, step_name: params.step_name as string | undefined });
    } else if (name === 'form_submit') {
      forms.delete(form);
    }
    return true;
  }

  function flush(): void {
    try {
      const consent = consentState();
      if (consent.events === 'pending') return;
      if (consent.events === 'refused') {
        queue = [];
        pixelQueue = [];
        return;
      }
      if (transport) {
        const batch = queue;
        queue = [];
        for (const event of batch) deliver(event, transport);
      }
      if (!consent.marketing) pixelQueue = [];
      else if (fbq) {
        const batch = pixelQueue;
        pixelQueue = [];
        for (const event of batch) sendToPixel(fbq, event);
      }
    } catch {
      // Analytics failures are silent (docs/behaviour/analytics.md#failures).
    }
  }

  function record(name: EventName, params: Record<string, unknown>, value?: number, currency?: string): void {
    try {
      if (consentState().events === 'refused') return;
      followConsent();
      const at = now();
      const key = `${name}:${JSON.stringify(params)}`;
      if (isDuplicate(key, at) || !followForm(name, params)) return;
      const category = eventCategories[name];
      const event: AnalyticsEvent = {
        name,
        category,
        parameters: params as AnalyticsEvent['parameters'],
        value,
        currency,
        timestamp: at,
      };
      queue.push(event);
      if (queue.length > QUEUE_LIMIT) queue.shift();
      if (category === 'conversion') pixelQueue.push(event);
      flush();
    } catch {
      // Analytics failures are silent (docs/behaviour/analytics.md#failures).
    }
  }

  return {
    /** Raises one event of the catalogue. */
    track<N extends EventName>(name: N, params: EventParams<N>): void {
      record(name, params as Record<string, unknown>);
    },
    /** Raises a conversion with its value and currency (EUR unless told otherwise). */
    trackConversion<N extends ConversionName>(
      name: N,
      params: EventParams<N>,
      { value, currency = DEFAULT_CURRENCY }: { value?: number; currency?: string } = {},
    ): void {
      record(name, params as Record<string, unknown>, value, currency);
    },
    /**
     * On unload, a form left before its last step is reported as abandoned (docs/behaviour/analytics.md#form-tracking).
     */
    reportAbandonedForms(): void {
      for (const [form, step] of forms) {
        if (step.step_number < FORM_LAST_STEP) record('form_abandonment', { form_name: form, ...step });
      }
      forms.clear();
    },
    /** The tag library is loaded: queued events flow to it from now on. */
    markReady(how: Transport): void {
      transport = how;
      flush();
    },
    /** The social pixel is set up: queued conversions flow to it from now on. */
    attachPixel(pixel: Fbq): void {
      fbq = pixel;
      flush();
    },
  };
}
