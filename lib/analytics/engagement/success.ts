import type { Locale } from '@/i18n/routing';
import { trackConversion, trackEvent } from '@/lib/analytics';
import { parsePublicPath } from '@/i18n/paths';
import type { SubmissionType } from '../events';

function submissionType(path: string, search: string): SubmissionType | undefined {
  switch (parsePublicPath(path).match?.internal) {
    case '/contact/email-success':
      return 'email';
    case '/contact/whatsapp-success':
      return 'whatsapp';
    case '/success':
      return new URLSearchParams(search).get('type') === 'whatsapp' ? 'whatsapp' : 'email';
    default:
      return undefined;
  }
}

/**
 * The request the funnel has just sent, until its success page confirms it. It lives in this page's memory
 * only: a refresh, a direct visit or a second tab of a success page finds none, so each real submission
 * counts once.
 */
let sentSubmission: SubmissionType | undefined;

/** The funnel sent a request: the success page it leads to will confirm it. */
export function markSubmission(type: SubmissionType): void {
  sentSubmission = type;
}

/**
 * A success page confirms the conversion, and the social pixel receives its Lead, once per submission
 * (docs/behaviour/analytics.md#conversions-and-the-social-pixel).
 */
export function reportSuccessPage(locale: Locale): void {
  const { pathname, search } = window.location;
  const type = submissionType(pathname, search);
  if (!type || type !== sentSubmission) return;
  sentSubmission = undefined;
  trackEvent('conversion_confirmation', { submission_type: type, language: locale, page: pathname });
  trackConversion('contact_form_submit', { submission_type: type });
}
