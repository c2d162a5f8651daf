import { CITY_CTA_CLICKS_KEY, CITY_VIEWS_KEY } from '@/lib/analytics/city-records';
import { getConsent } from '@/lib/consent';
import { PRIVACY_KEYS } from '@/lib/consent/constants';
import { readItem } from '@/lib/consent/storage';
import { logPrivacyAction } from './log';
import { forgetUserData, purgeExpiredUserData, registerUserData } from './user-data';
import {
  collectFingerprint,
  isProfileExpired,
  readVisitorProfile,
  recordVisit,
  removeVisitorProfile,
} from './visitor-profile';

/** Records the browser keeps for the site's own audience figures, only with analytics consent. */
const analyticsRecords = [
  {
    storageKey: CITY_VIEWS_KEY,
    purpose: 'City pages viewed on this device (last 10), for the owner’s audience figures',
  },
  {
    storageKey: CITY_CTA_CLICKS_KEY,
    purpose: 'Calls to action clicked on city pages (last 20), for the owner’s audience figures',
  },
];

function forgetVisitorProfile(): void {
  removeVisitorProfile();
  forgetUserData(PRIVACY_KEYS.visitorProfile);
}

/**
 * Runs on every page load and after each consent change: purges what outlived its retention, then keeps
 * only what consent allows (functional: a basic visitor profile; analytics: an enriched one and the city
 * records), forgetting the rest.
 */
export function runPrivacyHousekeeping(now = new Date()): void {
  try {
    purgeExpiredUserData(now.getTime());
    const profile = readVisitorProfile();
    if (profile && isProfileExpired(profile, now.getTime())) {
      forgetVisitorProfile();
      logPrivacyAction('data_purged', { types: ['visitor_profile'] }, now);
    }
    const preferences = getConsent()?.preferences;
    const analytics = preferences?.analytics === true;
    for (const { storageKey, purpose } of analyticsRecords) {
      if (!analytics) forgetUserData(storageKey);
      else if (readItem(storageKey) !== null)
        registerUserData({ type: 'analytics', purpose, lawfulBasis: 'consent', storageKey }, now);
    }
    if (!analytics && !preferences?.functional) {
      forgetVisitorProfile();
      return;
    }
    recordVisit(collectFingerprint(analytics), analytics, now);
    registerUserData(
      {
        type: analytics ? 'tracking' : 'functional',
        purpose: 'Recognise a returning visitor on this device (visit count, first and last visit)',
        lawfulBasis: 'consent',
        storageKey: PRIVACY_KEYS.visitorProfile,
      },
      now,
    );
  } catch {
    // Housekeeping must never break the page (spec §8).
  }
}
