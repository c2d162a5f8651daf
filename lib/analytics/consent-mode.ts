import { consentState, subscribeConsent, type ConsentState } from '@/lib/consent';
import { gtag } from './gtag';

const state = (granted: boolean) => (granted ? 'granted' : 'denied');

function consentModeFor({
  analytics,
  marketing,
  functional,
}: Pick<ConsentState, 'analytics' | 'marketing' | 'functional'>) {
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

let started = false;

/**
 * Google Consent Mode v2, the one place that tells the tags: everything denied by default, then the
 * visitor's choice, before the tag manager loads; afterwards every change for the rest of the page's life,
 * including a later refusal or erasure, since a tag already in the page keeps running and must hear
 * "denied" to stop writing cookies. A choice saved again unchanged is not repeated.
 */
export function startConsentMode(): void {
  if (started) return;
  started = true;
  gtag('consent', 'default', consentModeFor({ analytics: false, marketing: false, functional: false }));
  let told = '';
  const tell = () => {
    const update = consentModeFor(consentState());
    const key = JSON.stringify(update);
    if (key === told) return;
    told = key;
    gtag('consent', 'update', update);
  };
  tell();
  subscribeConsent(tell);
}
