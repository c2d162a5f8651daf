/** Light helpers for a submission's text, which the contact schema already sanitised; safe to ship to the browser. */

// sanitize-html escapes only these in the text it outputs.
const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

export function fullName(data: { firstName: string; lastName: string }): string {
  return `${data.firstName} ${data.lastName}`;
}

export function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot);/g, (entity) => entities[entity]);
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
