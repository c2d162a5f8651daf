// Bidirectional embeddings, overrides and isolates, and zero-width characters: invisible, yet they reorder or
// hide what a reader sees (U+202E makes "gpj.exe" read "exe.jpg"), in a subject line or a name as anywhere else.
const invisibleControls = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069]/g;

/** The text without U+200B–U+200F, U+202A–U+202E and U+2066–U+2069; one linear pass, in the browser and on the server. */
export function dropInvisibleControls(text: string): string {
  return text.replace(invisibleControls, '');
}
