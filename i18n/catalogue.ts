import type { Messages } from 'next-intl';
import { figureFormatter } from './figures';
import { fillFigures } from './fill-figures';
import { mapMessages } from './format';
import type { Locale } from './routing';

// Filled once per catalogue module: a new one (an edited file in development) is filled again.
const filled = new WeakMap<Messages, Messages>();

/**
 * A language's whole catalogue, with every figure of site.config written in where a message quotes it
 * (`{websiteFrom}`, `{replyHours}`, docs/behaviour/constants.md#figures): pages, metadata, emails and the funnel
 * all read it here, so no text can show a figure site.config does not hold. Code that formats text outside a page
 * render (API routes, emails) reads it here too.
 */
export async function catalogue(locale: Locale): Promise<Messages> {
  const raw: Messages = (await import(`../messages/${locale}.json`)).default;
  let messages = filled.get(raw);
  if (!messages) {
    const values = figureFormatter(locale, raw).values();
    messages = mapMessages(raw, (message) => fillFigures(message, values, locale));
    filled.set(raw, messages);
  }
  return messages;
}
