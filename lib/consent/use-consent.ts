import { useSyncExternalStore } from 'react';
import { consentState, NO_CONSENT, subscribeConsent } from '.';

/** The visitor's consent for React, re-rendering on every change; no consent on the server and at hydration. */
export const useConsent = () => useSyncExternalStore(subscribeConsent, consentState, () => NO_CONSENT);
