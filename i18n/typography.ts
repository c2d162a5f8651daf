import type { Locale } from './routing';

/**
 * French typography, as a French publisher prints it (docs/behaviour/content.md#french-typography): a narrow
 * no-break space before `; ! ?` and inside « », a no-break space before `:`, between a figure and `€` or `%`, and as
 * the thousands separator. Never inside code, URLs, e-mail addresses or times (`10:30`).
 *
 * It reads text the owner or a visitor typed, so every pattern is linear: a run of spaces is matched from its first
 * space only (the look-behind refuses the others), and every other look-around is of bounded width.
 */

/** A run of text; a code run (an inline code mark) is kept as it is. */
export type TextRun = { text: string; code?: boolean };

const NARROW = '\u202F';
const NO_BREAK = '\u00A0';
/** Stand-ins while typesetting: the end of a run, a code run, an address (which read as one word to their neighbours). */
const RUN_END = '\uE000';
const CODE = '\uFFFC';
const ADDRESS = '\uFFFB';

/** A word between spaces that is a URL or an e-mail address (`https://…`, `www.…`, `mailto:…`, `name@host.tld`). */
function isAddress(word: string): boolean {
  const at = word.indexOf('@');
  return word.includes('://') || (at >= 0 && word.includes('.', at)) || /^(?:www\.|mailto:)/i.test(word);
}

/** What may end a word before a mark: letters, figures, a closing bracket or quote, an ellipsis, code, an address. */
const ENDS_WORD = /[\p{L}\p{N})\]»"”’…\uFFFC\uFFFB]/u;
/** The spaces (and ends of runs) before a mark, matched from the first one. */
const SPACES = `(?<![ \u00A0\u202F${RUN_END}])([ \u00A0\u202F${RUN_END}]*)`;

/**
 * The spaces matched before a mark become one `space` (in the run of the first of them); with none, `space` is added
 * when `glued` says the mark follows a word. Ends of runs are kept where they were.
 */
function spaceBefore(space: string, glued: (before: string) => boolean) {
  return (match: string, spaces: string, offset: number, text: string) => {
    const mark = match.slice(spaces.length);
    const first = spaces.search(/[^\uE000]/);
    if (first >= 0) return spaces.slice(0, first) + space + spaces.slice(first).replace(/[^\uE000]/g, '') + mark;
    return glued(text[offset - 1] ?? '') ? spaces + space + mark : match;
  };
}
const afterWord = (before: string) => ENDS_WORD.test(before);

/** French typography over the text of a paragraph with its stand-ins (an address or a code run is one unit). */
function typesetText(text: string): string {
  return (
    text
      // « with the spaces after it, when a word follows: one narrow space (possessive: the spaces are read once).
      .replace(
        /«(?=([ \u00A0\u202F\uE000]*))\1(?![\s\uE000]|$)/g,
        (_, spaces: string) => `«${NARROW}${spaces.replace(/[^\uE000]/g, '')}`,
      )
      .replace(
        new RegExp(`${SPACES}»`, 'g'),
        spaceBefore(NARROW, (before) => before !== '' && !/\s/.test(before)),
      )
      // A mark is followed by a space: `;)`, `10:30`, `C:\` and `::` are not punctuation.
      .replace(new RegExp(`${SPACES};(?=${RUN_END}*(?:\\s|$))`, 'g'), spaceBefore(NARROW, afterWord))
      .replace(new RegExp(`${SPACES}:(?=${RUN_END}*(?:\\s|$))`, 'g'), spaceBefore(NO_BREAK, afterWord))
      .replace(new RegExp(`${SPACES}[!?](?=${RUN_END}*(?:[\\s!?)\\]»"”’.,…]|$))`, 'gu'), spaceBefore(NARROW, afterWord))
      .replace(
        new RegExp(`(?<=\\d)([ \u00A0\u202F${RUN_END}]*)[€%]`, 'g'),
        spaceBefore(NO_BREAK, () => true),
      )
      // Thousands: `1 200`, `25 000`, but not `2019 200`.
      .replace(/(?<=(?<!\d)\d{1,3}) (?=\d{3}(?!\d))/g, NO_BREAK)
  );
}

/**
 * The runs of one paragraph with French typography, each run's text apart (so marks such as bold or links keep their
 * words): the paragraph is read as one text, and a space may stay in the run before the mark it precedes.
 */
export function typesetRuns(runs: readonly TextRun[]): string[] {
  const addresses: string[] = [];
  const text = runs
    .map((run) => (run.code ? CODE : run.text))
    .join(RUN_END)
    .replace(/[^\s]+/g, (word) =>
      isAddress(word.replaceAll(RUN_END, ''))
        ? word
            .split(RUN_END)
            .map((piece) => (addresses.push(piece), ADDRESS))
            .join(RUN_END)
        : word,
    );
  let next = 0;
  const typeset = typesetText(text).replace(/\uFFFB/g, () => addresses[next++]);
  return typeset.split(RUN_END).map((piece, index) => (runs[index].code ? runs[index].text : piece));
}

/** A text with French typography. */
export const frenchTypography = (text: string) => typesetRuns([{ text }])[0];

/** How text that arrives from elsewhere (the content service, emails) is typeset: French typography in French only. */
export function typographyOf(locale: Locale | string | undefined): (text: string) => string {
  return locale === 'fr' ? frenchTypography : (text) => text;
}

/** The same for the runs of one paragraph (see `typesetRuns`). */
export function runTypographyOf(locale: Locale | string | undefined): (runs: readonly TextRun[]) => string[] {
  return locale === 'fr' ? typesetRuns : (runs) => runs.map((run) => run.text);
}

export type TypographyDefect = { kind: string; index: number; context: string };

/** What a French publisher would not print, each a short pattern of bounded width. */
const defectPatterns: [kind: string, pattern: RegExp][] = [
  ['plain space before a mark', / (?=[;:](?:$|\s)|[!?](?:$|[\s!?)\]»"”’.,…])|»)/g],
  ['plain space after «', /«(?= )/g],
  ['no space before ; ! ?', /(?<=[\p{L}\p{N})\]»"”’…])(?:;(?=$|\s)|[!?](?=$|[\s!?)\]»"”’.,…]))/gu],
  ['no space before :', /(?<=[\p{L}\p{N})\]»"”’…]):(?=$|\s)/gu],
  ['no space inside « »', /«(?=[^\s])|(?<=[^\s])»/g],
  ['plain space before € or %', /(?<=\d) (?=[€%])/g],
  ['no space before € or %', /(?<=\d)[€%]/g],
  ['plain space between thousands', /(?<=(?<!\d)\d{1,3}) (?=\d{3}(?!\d))/g],
];

/** Where a French text breaks those rules, outside URLs and e-mail addresses: what the tests and the page check count. */
export function typographyDefects(text: string): TypographyDefect[] {
  const readable = text.replace(/[^\s]+/g, (word) => (isAddress(word) ? 'x'.repeat(word.length) : word));
  return defectPatterns
    .flatMap(([kind, pattern]) =>
      [...readable.matchAll(pattern)].map(({ index }) => ({
        kind,
        index,
        context: readable.slice(Math.max(0, index - 30), index + 30),
      })),
    )
    .sort((a, b) => a.index - b.index);
}
