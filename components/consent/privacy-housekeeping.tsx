'use client';

import { useEffect } from 'react';
import { subscribeConsent } from '@/lib/consent';
import { runPrivacyHousekeeping } from '@/lib/privacy/housekeeping';

/** Purges expired records on every page load, and keeps only what consent allows after each change. */
export function PrivacyHousekeeping() {
  useEffect(() => {
    runPrivacyHousekeeping();
    return subscribeConsent(() => runPrivacyHousekeeping());
  }, []);
  return null;
}
