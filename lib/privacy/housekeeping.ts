import { consentState, forgetLegacyEntries, logPrivacyAction } from '@/lib/consent';
import { readItem } from '@/lib/consent/storage';
import { forgetUserData, purgeExpiredUserData, registerUserData } from './user-data';
import {
  collectFingerprint,
  isProfileExpired,
  readVisitorProfile,
  recordVisit,
  removeVisitorProfile,
} from './visitor-profile';

/** Records the browser keeps for the site's own audience figures, only with analytics consent. */
const analyticsRecords: {
  stored: 'cityViews' | 'cityCtaClicks' | 'cityBannerViews' | 'cityDetection';
  purpose: string;
}[] = [
  {
    stored: 'cityViews',
    purpose: 'City pages viewed on this device (last 10), for the owner’s audience figures',
  },
  {
    stored: 'cityCtaClicks',
    purpose: 'Calls to action clicked on city pages (last 20), for the owner’s audience figures',
  },
  {
    stored: 'cityBannerViews',
    purpose: 'Suggestions of the visitor’s city page shown and followed (last 20), for the owner’s audience figures',
  },
  {
    stored: 'cityDetection',
    purpose: 'The visitor’s city as the host estimates it, to suggest its page (this browsing session)',
  },
];

function forgetVisitorProfile(): void {
  removeVisitorProfile();
  forgetUserData('visitorProfile');
}

/**
 * Runs on every page load and after each consent change: removes what an earlier version left, purges what outlived
 * its retention, then keeps
 * only what consent allows (functional: a basic visitor profile; analytics: an enriched one and the city
 * records), forgetting the rest.
 */
export function runPrivacyHousekeeping(now = new Date()): void {
  try {
    forgetLegacyEntries();
    purgeExpiredUserData(now.getTime());
    const profile = readVisitorProfile();
    if (profile && isProfileExpired(profile, now.getTime())) {
      forgetVisitorProfile();
      logPrivacyAction('data_purged', { types: ['visitor_profile'] }, now);
    }
    const { analytics, functional } = consentState();
    for (const { stored, purpose } of analyticsRecords) {
      if (!analytics) forgetUserData(stored);
      else if (readItem(stored) !== null)
        registerUserData({ type: 'analytics', purpose, lawfulBasis: 'consent', stored }, now);
    }
    if (!analytics && !functional) {
      forgetVisitorProfile();
      return;
    }
    recordVisit(collectFingerprint(analytics), analytics, now);
    registerUserData(
      {
        type: analytics ? 'tracking' : 'functional',
        purpose: 'Recognise a returning visitor on this device (visit count, first and last visit)',
        lawfulBasis: 'consent',
        stored: 'visitorProfile',
      },
      now,
    );
  } catch {
    // Housekeeping must never break the page (docs/behaviour/privacy-and-consent.md#housekeeping).
  }
}
