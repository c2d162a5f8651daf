/** @jest-environment node */
import { createHash } from 'node:crypto';
import { CONSENT_VALIDITY_MONTHS, PRIVACY_LOG_LIMIT, RETENTION_MONTHS_SHOWN } from '@/lib/consent/constants';
import { DELIVERED_KEPT_MS } from '@/lib/contact/leads';
import { LINK_VALIDITY_HOURS } from '@/lib/newsletter/token';
import { policyRevision } from '@/lib/privacy/policy-revision';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';

/**
 * The words of the policy in both languages and the durations it states; spacing is typography, not words (a
 * no-break space before a unit changes no one's rights), so every run of spaces counts as one.
 */
const policyText = JSON.stringify({
  en: en.PrivacyPage,
  fr: fr.PrivacyPage,
  durations: [
    CONSENT_VALIDITY_MONTHS,
    PRIVACY_LOG_LIMIT,
    RETENTION_MONTHS_SHOWN,
    DELIVERED_KEPT_MS,
    LINK_VALIDITY_HOURS,
  ],
});
const fingerprint = createHash('sha256').update(policyText.replace(/\s+/g, ' ')).digest('hex').slice(0, 16);

describe("the privacy policy's last update", () => {
  it('is the date its words last changed: a new text needs a new date and fingerprint', () => {
    if (policyRevision.fingerprint !== fingerprint)
      throw new Error(
        `The policy's words changed: set policyRevision in lib/privacy/policy-revision.ts to ` +
          `{ updated: '<the day of the change>', fingerprint: '${fingerprint}' }`,
      );
  });

  it('is a real day, not in the future', () => {
    expect(policyRevision.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${policyRevision.updated}T00:00:00Z`).getTime()).toBeLessThanOrEqual(Date.now());
  });
});
