/**
 * The one consent rule (docs/behaviour/analytics.md#consent-gating) and the one way through it. Every loader, the
 * tracker and the privacy records ask here; nothing else reads the consent record to decide.
 */
import {
  getConsent,
  readStoredRecord,
  type ConsentCategory,
  type ConsentRecord,
  type OptionalCategory,
} from './record';
import { subscribeConsent } from './store';
import { siteConfig } from '@/site.config';

export type ConsentState = Readonly<
  Record<OptionalCategory, boolean> & {
    /** The valid dated choice (version 2.0, under 12 months of 30 days), or null: not asked yet, or ask again. */
    record: ConsentRecord | null;
    /**
     * Events are sent only with a dated choice that allows analytics or marketing. Before the choice they wait;
     * once it refuses both, they are dropped (docs/behaviour/analytics.md#consent-gating).
     */
    events: 'pending' | 'allowed' | 'refused';
  }
>;

/** Before any valid choice, nothing optional is granted (Consent Mode "basic": no tag until consent). */
export const NO_CONSENT: ConsentState = {
  record: null,
  analytics: false,
  marketing: false,
  functional: false,
  events: 'pending',
};

let cached: { record: ConsentRecord; state: ConsentState } | null = null;

/** The visitor's consent now: the same object while the choice is unchanged (React can hold on to it). */
export function consentState(): ConsentState {
  const record = getConsent();
  if (!record) return NO_CONSENT;
  if (cached?.record !== record) {
    const { analytics, marketing, functional } = record.preferences;
    cached = {
      record,
      state: { record, analytics, marketing, functional, events: analytics || marketing ? 'allowed' : 'refused' },
    };
  }
  return cached.state;
}

/** Necessary is always granted; every other category only by a valid choice. */
export function hasConsent(category: ConsentCategory): boolean {
  return category === 'necessary' || consentState()[category];
}

/**
 * What the banner's custom view starts from: the visitor's previous answer, even an expired or withdrawn
 * one, or both switches on as site.config says; nothing is saved until the visitor presses Save
 * (docs/behaviour/privacy-and-consent.md#consent-banner).
 */
export function suggestedChoice(
  startOn: boolean = siteConfig.consentTogglesStartOn,
): Pick<ConsentState, 'analytics' | 'marketing'> {
  const stored = readStoredRecord()?.preferences;
  return stored
    ? { analytics: stored.analytics, marketing: stored.marketing }
    : { analytics: startOn, marketing: startOn };
}

export type ConsentedLoader = {
  /** Runs once the category is granted, now or later (again after a withdrawal and a new grant). */
  load: () => void;
  /** Runs when the category, granted until then, is withdrawn: the loaded code must stop. */
  revoke?: () => void;
};

/**
 * The gate every loader goes through: runs `load` once `category` is granted, now or later, and `revoke`
 * when it is withdrawn. Returns the unsubscribe. Loader failures are silent
 * (docs/behaviour/analytics.md#failures).
 */
export function whenConsented(category: OptionalCategory, { load, revoke }: ConsentedLoader): () => void {
  let loaded = false;
  const follow = () => {
    const granted = consentState()[category];
    if (granted === loaded) return;
    loaded = granted;
    try {
      if (granted) load();
      else revoke?.();
    } catch {
      // A broken third party must not break the page.
    }
  };
  follow();
  return subscribeConsent(follow);
}

/**
 * The only way a third-party script enters the page: refused (false) unless `category` is granted now,
 * so no loader can add one without passing this gate.
 */
export function injectScript(category: OptionalCategory, src: string): boolean {
  if (!hasConsent(category)) return false;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
  return true;
}
