/** Light helpers for a submission's text, which the contact schema already sanitised; safe to ship to the browser. */

import { decodeEntities } from '@/lib/http/plain-text';

export function fullName(data: { firstName: string; lastName: string }): string {
  return `${data.firstName} ${data.lastName}`;
}

/**
 * What a reader sees of a sanitised message (only b, i, em, strong, p, br; any other "<" is escaped):
 * paragraphs and breaks become new lines, the tags go.
 */
export function messageText(html: string): string {
  const text = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*/gi, '\n\n')
    .replace(/<\/?(b|i|em|strong|p)>/gi, '');
  return decodeEntities(text)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
