/**
 * The page's tracker (docs/behaviour/analytics.md#lifecycle): events of the catalogue wait in memory until the visitor's
 * choice allows them (lib/consent) and the tag library has loaded, then go to the dataLayer; the same event is sent
 * at most once per 5 s; conversions also go to the social pixel. Every call is safe: failures are silent.
 */
import { consentState, subscribeConsent, type ConsentState } from '@/lib/consent';
import { readItem, storageAvailable, writeItem } from '@/lib/consent/storage';
import { getFlags } from '@/lib/flags';
import {
  DEFAULT_CURRENCY,
  catalogue,
  FORM_LAST_STEP,
  type ConversionName,
  type EventName,
  type EventParams,
} from './events';

export const DEDUP_WINDOW_MS = 5000;
/** The memory of sent events is trimmed by 500 once it holds more than 1000 (docs/behaviour/analytics.md#deduplication). */
export const SENT_MEMORY_MAX = 1000;
export const SENT_MEMORY_TRIM = 500;
/** Events waiting for the tag library or for the visitor's choice; the oldest go first beyond this. */
export const QUEUE_LIMIT = 100;

export type Fbq = (command: 'init' | 'track' | 'consent', ...args: unknown[]) => void;
type Params = Record<string, unknown>;
type Pending<Name = EventName> = { name: Name; params: Params };

/** The social pixel's standard event for each conversion of the catalogue. */
const pixelEvents: Record<ConversionName, string> = { conversion: 'Purchase', contact_form_submit: 'Lead' };

const isConversion = (name: EventName): name is ConversionName => catalogue[name].category === 'conversion';
const sent = new Map<string, number>();
const forms = new Map<string, Params>();
let waiting: Pending[] = [];
let pixelWaiting: Pending<ConversionName>[] = [];
/** How the loaded tag library reads events: the tag manager `{ event }` objects, a bare analytics tag gtag() calls. */
let transport: 'gtm' | 'gtag' | undefined;
let pixel: Fbq | undefined;
let followingConsent = false;

const dataLayer = () => ((window as Window & { dataLayer?: unknown[] }).dataLayer ??= []);

/** Google's gtag(): the tag libraries only execute `arguments` objects, never plain arrays. */
function gtag(...args: unknown[]): void;
function gtag() {
  // eslint-disable-next-line prefer-rest-params
  dataLayer().push(arguments);
}

/** Kept once an event leaves, so only with consent; none when the browser refuses storage. */
function sessionId(): string | undefined {
  const stored = readItem('analyticsSession');
  if (stored) return stored;
  const id = crypto.randomUUID();
  return writeItem('analyticsSession', id) ? id : undefined;
}

/** True once this browsing session has sent its first event: its start is reported once. */
export const sessionStarted = () => !storageAvailable('session') || readItem('analyticsSession') !== null;

function deliver({ name, params }: Pending, to: 'gtm' | 'gtag'): void {
  const payload = { event_category: catalogue[name].category, session_id: sessionId(), ...params };
  if (to === 'gtm') dataLayer().push({ event: name, ...payload });
  else gtag('event', name, payload);
  if (getFlags().debug) console.info('[analytics]', name, payload);
}

function flush(): void {
  try {
    const { events, marketing } = consentState();
    if (events === 'pending') return;
    if (events === 'refused') {
      waiting = [];
      pixelWaiting = [];
    }
    if (transport) for (const event of waiting.splice(0)) deliver(event, transport);
    if (!marketing) pixelWaiting = [];
    else if (pixel) for (const { name, params } of pixelWaiting.splice(0)) pixel('track', pixelEvents[name], params);
  } catch {
    // Analytics failures are silent (docs/behaviour/analytics.md#failures).
  }
}

/** Whether the same event was sent less than 5 s ago; the memory of sent events is a Map kept in sending order. */
function isDuplicate(key: string, at: number): boolean {
  const last = sent.get(key);
  if (last !== undefined && at - last < DEDUP_WINDOW_MS) return true;
  sent.delete(key);
  sent.set(key, at);
  if (sent.size > SENT_MEMORY_MAX) [...sent.keys()].slice(0, SENT_MEMORY_TRIM).forEach((old) => sent.delete(old));
  return false;
}

/** A form starts once, records its steps, and stops counting once submitted (docs/behaviour/analytics.md#form-tracking). */
function followForm(name: EventName, params: Params): boolean {
  const form = String(params.form_name);
  if (name === 'form_start') {
    if (forms.has(form)) return false;
    forms.set(form, { step_number: 1 });
  } else if (name === 'form_step') forms.set(form, { step_number: params.step_number, step_name: params.step_name });
  else if (name === 'form_submit') forms.delete(form);
  return true;
}

function record(name: EventName, raw: object): void {
  try {
    if (consentState().events === 'refused') return;
    if (!followingConsent) {
      followingConsent = true;
      // From the first event on, each new choice releases the waiting events or drops them.
      subscribeConsent(() => flush());
    }
    const params = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== undefined));
    if (isDuplicate(`${name}:${JSON.stringify(params)}`, Date.now()) || !followForm(name, params)) return;
    waiting.push({ name, params });
    if (waiting.length > QUEUE_LIMIT) waiting.shift();
    if (isConversion(name)) pixelWaiting.push({ name, params });
    flush();
  } catch {
    // Analytics failures are silent (docs/behaviour/analytics.md#failures).
  }
}

export function trackEvent<N extends EventName>(name: N, params: EventParams<N>): void {
  record(name, params);
}

/** A conversion, with its value and currency (EUR unless told otherwise). */
export function trackConversion<N extends ConversionName>(
  name: N,
  params: EventParams<N>,
  { value, currency = DEFAULT_CURRENCY }: { value?: number; currency?: string } = {},
): void {
  record(name, { ...params, value, currency });
}

/** On page hide, each form left before its last step is reported as abandoned, once. */
export function reportAbandonedForms(): void {
  for (const [form, step] of forms) {
    if (Number(step.step_number) < FORM_LAST_STEP) record('form_abandonment', { form_name: form, ...step });
  }
  forms.clear();
}

/** The tag library has loaded: waiting events flow to it from now on. */
export function markReady(how: 'gtm' | 'gtag'): void {
  transport = how;
  flush();
}

/** The social pixel is set up: waiting conversions flow to it from now on. */
export function attachPixel(fbq: Fbq): void {
  pixel = fbq;
  flush();
}

/** Consent Mode's fields: analytics → `analytics_storage`, marketing → the three `ad_*`, functional → the other two. */
function consentMode(consent: Pick<ConsentState, 'analytics' | 'marketing' | 'functional'>) {
  const state = (category: keyof typeof consent) => (consent[category] ? 'granted' : 'denied');
  return {
    analytics_storage: state('analytics'),
    ad_storage: state('marketing'),
    ad_user_data: state('marketing'),
    ad_personalization: state('marketing'),
    functionality_storage: state('functional'),
    personalization_storage: state('functional'),
    security_storage: 'granted',
  };
}
let consentModeStarted = false;

/**
 * Google Consent Mode v2, before the tag manager loads: everything denied by default, then the visitor's choice, then
 * every change for the rest of the page's life (a tag already in the page must hear "denied" to stop writing cookies).
 * A choice saved again unchanged is not repeated.
 */
export function startConsentMode(): void {
  if (consentModeStarted) return;
  consentModeStarted = true;
  gtag('consent', 'default', consentMode({ analytics: false, marketing: false, functional: false }));
  let told = '';
  const tell = () => {
    const update = consentMode(consentState());
    if (JSON.stringify(update) === told) return;
    told = JSON.stringify(update);
    gtag('consent', 'update', update);
  };
  tell();
  subscribeConsent(tell);
}
