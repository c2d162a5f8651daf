import type { Messages } from 'next-intl';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { figureFormatter, fillFigures } from './figures';
import { mapMessages } from './format';
import type { Locale } from './routing';

// Imported, not loaded by a dynamic import: `next dev` compiles those when first reached, and its lazily compiled JSON
// came back without its content (docs/architecture.md#development-server).
const raw: Record<Locale, Messages> = { en, fr };
const filled = new Map<Locale, Messages>();

/**
 * A language's whole catalogue, with every figure of site.config written in where a message quotes it
 * (`{websiteFrom}`, docs/behaviour/constants.md#figures): pages, metadata, emails and the funnel all read it here.
 */
export async function catalogue(locale: Locale): Promise<Messages> {
  if (!filled.has(locale)) {
    const values = figureFormatter(locale, raw[locale]).values();
    filled.set(
      locale,
      mapMessages(raw[locale], (message) => fillFigures(message, values, locale)),
    );
  }
  return filled.get(locale)!;
}
