'use client';

import { useSyncExternalStore } from 'react';
import { getConsent, subscribeConsent, type ConsentRecord } from './index';

const serverSnapshot = () => null;

/** The valid consent record (or null) for React, re-rendering on every change; null on the server. */
export function useConsent(): ConsentRecord | null {
  return useSyncExternalStore(subscribeConsent, getConsent, serverSnapshot);
}
