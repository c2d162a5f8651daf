import sanitizeHtml from 'sanitize-html';
import { withoutControls } from '@/lib/http/plain-text';

/** The only markup a message may keep (docs/behaviour/contact.md#text-cleaning). */
export const messageTags = ['b', 'i', 'em', 'strong', 'p', 'br'] as const;

/** A message as safe HTML: only the allow-listed tags, without attributes; line breaks kept. */
export function messageHtml(value: string): string {
  return sanitizeHtml(withoutControls(value).replace(/\r\n?/g, '\n'), {
    allowedTags: [...messageTags],
    allowedAttributes: {},
  }).trim();
}
