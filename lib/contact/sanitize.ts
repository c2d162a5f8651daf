import sanitizeHtml from 'sanitize-html';
import { decodeEntities as decode } from './message-text';

/** The only markup a message may keep (spec §5). */
export const messageTags = ['b', 'i', 'em', 'strong', 'p', 'br'] as const;

const stripAll: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };
const messageOnly: sanitizeHtml.IOptions = { allowedTags: [...messageTags], allowedAttributes: {} };

// C0 controls and DEL; single-line fields lose line breaks too, so nothing can start a new mail header.
const controls = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/**
 * A one-line plain text: markup removed, entities decoded, whitespace collapsed.
 * Decoding can reveal markup written as entities (`&lt;b&gt;`), so strip again until nothing changes;
 * then drop any "<" that could still open a tag, so a plain field never looks like markup anywhere.
 */
export function plainText(value: string): string {
  let text = value.replace(controls, '').replace(/\s+/g, ' ').trim();
  for (let pass = 0; pass < 8; pass += 1) {
    const next = decode(sanitizeHtml(text, stripAll)).replace(/\s+/g, ' ').trim();
    if (next === text) break;
    text = next;
  }
  while (/<[a-z/!?]/i.test(text)) text = text.replace(/<(?=[a-z/!?])/gi, '');
  return text.replace(/\s+/g, ' ').trim();
}

/** A message as safe HTML: only the allow-listed tags, without attributes; line breaks kept. */
export function messageHtml(value: string): string {
  return sanitizeHtml(value.replace(controls, '').replace(/\r\n?/g, '\n'), messageOnly).trim();
}
