import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import type { Locale } from '@/i18n/routing';

const catalogues = { en, fr } as const;

/** The contact texts of one language, for the server (route answers and the email). */
export function contactTexts(locale: Locale) {
  const messages = catalogues[locale];
  return { funnel: messages.ContactFunnel, errors: messages.ContactErrors, email: messages.ContactEmail };
}
