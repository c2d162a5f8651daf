import { CONSENT_VERSION } from '../../lib/consent/constants';
import { STORAGE_KEYS } from '../../lib/consent/storage-keys';
import { port } from './suite';

/** A "necessary only" choice made today, as the consent banner stores it. */
const necessaryOnlyChoice = {
  name: STORAGE_KEYS.consentRecord.name,
  value: JSON.stringify({
    preferences: { necessary: true, analytics: false, marketing: false, functional: false },
    consentDate: new Date().toISOString(),
    consentVersion: CONSENT_VERSION,
    userAgent: 'playwright',
    ipHash: 'client-side-placeholder',
    gdprCompliant: true,
  }),
};

/** A browser that keeps these items for the site's origin, and nothing else. */
export const browserKeeping = (localStorage: { name: string; value: string }[]) => ({
  cookies: [],
  origins: [{ origin: `http://localhost:${port}`, localStorage }],
});

/**
 * What specs about pages start with: a visitor who has been here and chose "necessary only", so neither the
 * first-visit loading screen nor the cookie banner covers what they click.
 */
export const returningVisitor = browserKeeping([
  { name: STORAGE_KEYS.hasVisited.name, value: 'true' },
  necessaryOnlyChoice,
]);

/** The loading screen's specs: a first visit, with the choice made so the banner stays out of the way. */
export const firstVisitor = browserKeeping([necessaryOnlyChoice]);
