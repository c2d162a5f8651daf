import sanitizeHtml from 'sanitize-html';
import { dropInvisibleControls } from '@/lib/invisible-controls';

// C0 controls and DEL; single-line fields lose line breaks too, so nothing can start a new mail header.
const controls = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** The text without control characters, visible or not (line breaks aside). */
export const withoutControls = (value: string) => dropInvisibleControls(value.replace(controls, ''));

// sanitize-html escapes only these in the text it outputs.
const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

export function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot);/g, (entity) => entities[entity]);
}

/**
 * At most this many strip-and-decode passes: each one is linear, so the whole is too, however the input nests.
 * @public named in docs/behaviour/constants.md
 */
export const maxPasses = 8;

/**
 * A one-line plain text (docs/behaviour/contact.md#text-cleaning): markup removed, entities decoded, whitespace
 * collapsed. Decoding can reveal markup written as entities (`&lt;b&gt;`), so strip again until nothing changes (a
 * few passes at most); then drop every run of "<" followed by what could open a tag (a letter, "/", "!" or "?"), in
 * one pass that never backtracks, so a plain field never looks like markup.
 */
export function plainText(value: string): string {
  let text = withoutControls(value).replace(/\s+/g, ' ').trim();
  for (let pass = 0; pass < maxPasses; pass += 1) {
    const next = decodeEntities(sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} }))
      .replace(/\s+/g, ' ')
      .trim();
    if (next === text) break;
    text = next;
  }
  return text
    .replace(/<+([\s\S]|$)/g, (run, next: string) => (/[a-z/!?]/i.test(next) ? next : run))
    .replace(/\s+/g, ' ')
    .trim();
}
