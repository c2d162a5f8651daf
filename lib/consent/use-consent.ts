import { useSyncExternalStore } from 'react';
import { consentState, NO_CONSENT, subscribeConsent, type ConsentState } from '.';

const subscribe = (onChange: () => void) => subscribeConsent(() => onChange());

/** The visitor's consent for React, re-rendering on every change; no consent on the server and at hydration. */
export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribe, consentState, () => NO_CONSENT);
}
