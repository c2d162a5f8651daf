'use client';

import { useSyncExternalStore } from 'react';
import { getConsent, subscribeConsent } from '@/lib/consent';

export type ConsentChoice = {
  /** A primitive summary, stable between reads, for effects to depend on. */
  key: string;
  /** Spec §4's send rule: a dated record that allows analytics or marketing. */
  granted: boolean;
  analytics: boolean;
  marketing: boolean;
  functional: boolean;
};

const PENDING = 'pending';

export function consentKey(): string {
  const record = getConsent();
  if (!record?.consentDate) return PENDING;
  const { analytics, marketing, functional } = record.preferences;
  return [analytics, marketing, functional].map(Number).join('');
}

const subscribe = (onChange: () => void) => subscribeConsent(() => onChange());

/** The visitor's consent, re-read whenever the consent store changes. */
export function useConsentChoice(): ConsentChoice {
  const key = useSyncExternalStore(subscribe, consentKey, () => PENDING);
  const [analytics, marketing, functional] =
    key === PENDING ? [false, false, false] : [...key].map((bit) => bit === '1');
  return { key, granted: analytics || marketing, analytics, marketing, functional };
}
