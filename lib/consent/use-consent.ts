import { useSyncExternalStore } from 'react';
import { consentState, NO_CONSENT, type ConsentState } from './gate';
import { subscribeConsent } from './store';

const subscribe = (onChange: () => void) => subscribeConsent(() => onChange());
const serverState = () => NO_CONSENT;

/** The visitor's consent for React, re-rendering on every change; no consent on the server and at hydration. */
export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribe, consentState, serverState);
}
