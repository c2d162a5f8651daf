import { getConsent } from '@/lib/consent';
import { PRIVACY_KEYS } from '@/lib/consent/constants';
import { logPrivacyAction } from './log';
import { purgeExpiredUserData, registerUserData } from './user-data';
import { collectFingerprint, isProfileExpired, readVisitorProfile, recordVisit, removeVisitorProfile } from './visitor-profile';

/**
 * Runs on every page load and after each consent change: purges what outlived its retention, then keeps
 * the visitor profile only as far as consent allows (functional: basic, analytics: enriched).
 */
export function runPrivacyHousekeeping(now = new Date()): void {
  try {
    purgeExpiredUserData(now.getTime());
    const profile = readVisitorProfile();
    if (profile && isProfileExpired(profile, now.getTime())) {
      removeVisitorProfile();
      logPrivacyAction('data_purged', { types: ['visitor_profile'] }, now);
    }
    const consent = getConsent();
    const analytics = consent?.preferences.analytics === true;
    if (!consent || !(analytics || consent.preferences.functional)) {
      if (readVisitorProfile()) removeVisitorProfile();
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
