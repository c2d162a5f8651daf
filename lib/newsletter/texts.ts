import 'server-only';
import { createTranslator } from 'next-intl';
import { catalogue } from '@/i18n/catalogue';
import type { Locale } from '@/i18n/routing';

/** next-intl's translators for the newsletter's answers and email, in one language (see lib/contact/texts.ts). */
export async function newsletterTranslators(locale: Locale) {
  const messages = await catalogue(locale);
  return {
    signup: createTranslator({ locale, messages, namespace: 'Newsletter' }),
    email: createTranslator({ locale, messages, namespace: 'NewsletterEmail' }),
    errors: createTranslator({ locale, messages, namespace: 'ContactErrors' }),
  };
}

export type NewsletterTranslators = Awaited<ReturnType<typeof newsletterTranslators>>;
