/**
 * About 200 words a minute at about 6 characters a word (spaces included), in English as in French.
 * @public named in docs/behaviour/constants.md
 */
export const CHARACTERS_PER_MINUTE = 1200;

/** Reading time in whole minutes, from the length of the body's text; never less than 1. */
export function readingMinutes(characterCount: number): number {
  return Math.max(1, Math.ceil(characterCount / CHARACTERS_PER_MINUTE));
}
