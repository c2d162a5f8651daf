/**
 * `Qu'est-ce que l'INP ?` -> `qu-est-ce-que-l-inp`: lower case, no accents, words joined by dashes. Heading
 * anchors use it, and so do the lookups that must ignore case and accents (blog filters, detected cities).
 */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
