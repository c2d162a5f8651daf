import type { Messages } from 'next-intl';
import { figureFormatter, fillFigures } from './figures';
import { mapMessages } from './format';
import type { Locale } from './routing';

// Filled once per catalogue module: a new one (an edited file in development) is filled again.
const filled = new WeakMap<Messages, Messages>();

/**
 * A language's whole catalogue, with every figure of site.config written in where a message quotes it
 * (`{websiteFrom}`, docs/behaviour/constants.md#figures): pages, metadata, emails and the funnel all read it here.
 */
export async function catalogue(locale: Locale): Promise<Messages> {
  const raw: Messages = (await import(`../messages/${locale}.json`)).default;
  if (!filled.has(raw)) {
    const values = figureFormatter(locale, raw).values();
    filled.set(
      raw,
      mapMessages(raw, (message) => fillFigures(message, values, locale)),
    );
  }
  return filled.get(raw)!;
}
