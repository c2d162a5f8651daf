import 'server-only';
import { createTranslator } from 'next-intl';
import { catalogue } from '@/i18n/catalogue';
import { figureFormatter } from '@/i18n/figures';
import type { Locale } from '@/i18n/routing';

/**
 * next-intl's translators for the contact namespaces of one language. The API route and the emails run
 * outside a page render, where next-intl has no request to read the catalogue from: they load it the way
 * next-intl documents for such code, and format every text with its ICU engine.
 */
export async function contactTranslators(locale: Locale) {
  const messages = await catalogue(locale);
  return {
    funnel: createTranslator({ locale, messages, namespace: 'ContactFunnel' }),
    errors: createTranslator({ locale, messages, namespace: 'ContactErrors' }),
    email: createTranslator({ locale, messages, namespace: 'ContactEmail' }),
    acknowledgement: createTranslator({ locale, messages, namespace: 'ContactAcknowledgement' }),
    figures: figureFormatter(locale, messages),
  };
}

export type ContactTranslators = Awaited<ReturnType<typeof contactTranslators>>;
