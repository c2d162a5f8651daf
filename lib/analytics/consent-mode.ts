import { gtag } from './gtag';

type Choice = { analytics: boolean; marketing: boolean; functional: boolean };

const state = (granted: boolean) => (granted ? 'granted' : 'denied');

function consentModeFor({ analytics, marketing, functional }: Choice) {
  return {
    analytics_storage: state(analytics),
    ad_storage: state(marketing),
    ad_user_data: state(marketing),
    ad_personalization: state(marketing),
    functionality_storage: state(functional),
    personalization_storage: state(functional),
    security_storage: 'granted',
  };
}

let defaultPushed = false;
let lastUpdate: string | null = null;

/**
 * Google Consent Mode v2: everything denied by default, then the visitor's choice.
 * The default must reach the dataLayer before the tag manager loads, and only once per page.
 */
export function pushConsentDefault(): void {
  if (defaultPushed) return;
  defaultPushed = true;
  gtag('consent', 'default', consentModeFor({ analytics: false, marketing: false, functional: false }));
}

/**
 * Tells the tags the visitor's current choice, including a later refusal or erasure: a tag already in the
 * page keeps running, so it must hear "denied" to stop writing cookies. Nothing before the default, and
 * nothing when the choice did not change.
 */
export function pushConsentUpdate(choice: Choice): void {
  if (!defaultPushed) return;
  const update = consentModeFor(choice);
  const key = JSON.stringify(update);
  if (key === lastUpdate) return;
  lastUpdate = key;
  gtag('consent', 'update', update);
}
