/**
 * The analytics entry point: the typed catalogue (docs/behaviour/analytics.md#event-catalogue), a queue until the tag
 * library is ready, deduplication and conversions, sent only as lib/consent allows
 * (docs/behaviour/analytics.md#consent-gating). Every call is safe: failures are silent.
 */
import { createTracker } from './tracker';

/** The page's one tracker; the loaders tell it when the tag manager and the pixel are ready. */
export const analytics = createTracker();

export const trackEvent = analytics.track;
export const trackConversion = analytics.trackConversion;
export { sessionStarted } from './tracker';
