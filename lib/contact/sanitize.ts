import sanitizeHtml from 'sanitize-html';
import { dropInvisibleControls } from '@/lib/invisible-controls';
import { decodeEntities as decode } from './message-text';

/** The only markup a message may keep (docs/behaviour/contact.md#text-cleaning). */
export const messageTags = ['b', 'i', 'em', 'strong', 'p', 'br'] as const;

const stripAll: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };
const messageOnly: sanitizeHtml.IOptions = { allowedTags: [...messageTags], allowedAttributes: {} };

// C0 controls and DEL; single-line fields lose line breaks too, so nothing can start a new mail header.
const controls = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/**
 * At most this many strip-and-decode passes: each one is linear, so the whole is too, however the input nests.
 * @public named in docs/behaviour/constants.md
 */
export const maxPasses = 8;

/**
 * Removes every run of "<" that is followed by what could open a tag (a letter, "/", "!" or "?"), in one pass.
 * The greedy run is always followed by one more character or the end, so the pattern never backtracks
 * (a loop that removed one "<" at a time was quadratic on "<<<<…a").
 */
function dropTagOpeners(text: string): string {
  return text.replace(/<+([\s\S]|$)/g, (run, next: string) => (/[a-z/!?]/i.test(next) ? next : run));
}

/**
 * A one-line plain text: markup removed, entities decoded, whitespace collapsed.
 * Decoding can reveal markup written as entities (`&lt;b&gt;`), so strip again until nothing changes (a few
 * passes at most); then drop any "<" that could still open a tag, so a plain field never looks like markup.
 */
export function plainText(value: string): string {
  let text = dropInvisibleControls(value.replace(controls, '')).replace(/\s+/g, ' ').trim();
  for (let pass = 0; pass < maxPasses; pass += 1) {
    const next = decode(sanitizeHtml(text, stripAll)).replace(/\s+/g, ' ').trim();
    if (next === text) break;
    text = next;
  }
  return dropTagOpeners(text).replace(/\s+/g, ' ').trim();
}

/** A message as safe HTML: only the allow-listed tags, without attributes; line breaks kept. */
export function messageHtml(value: string): string {
  return sanitizeHtml(dropInvisibleControls(value.replace(controls, '')).replace(/\r\n?/g, '\n'), messageOnly).trim();
}
