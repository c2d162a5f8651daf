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

/** Spec §7: a success page confirms the conversion, and the social pixel receives its Lead. */
export function reportSuccessPage(locale: Locale): void {
  const { pathname, search } = window.location;
  const type = submissionType(pathname, search);
  if (!type) return;
  trackEvent('conversion_confirmation', { submission_type: type, language: locale, page: pathname });
  trackConversion('contact_form_submit', { submission_type: type });
}
