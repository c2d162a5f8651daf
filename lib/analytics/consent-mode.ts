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

/**
 * Google Consent Mode v2: everything denied by default, then the visitor's choice.
 * The default must reach the dataLayer before the tag manager loads, and only once per page.
 */
export function pushConsentDefault(): void {
  if (defaultPushed) return;
  defaultPushed = true;
  gtag('consent', 'default', consentModeFor({ analytics: false, marketing: false, functional: false }));
}

export function pushConsentUpdate(choice: Choice): void {
  gtag('consent', 'update', consentModeFor(choice));
}
