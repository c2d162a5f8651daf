import type { Locale } from './routing';

/**
 * French typography, as a French publisher prints it (docs/behaviour/content.md#french-typography): a narrow
 * no-break space before `; ! ?` and inside « », a no-break space before `:`, between a figure and `€` or `%`,
 * and as the thousands separator. Never inside code, URLs, e-mail addresses or times (`10:30`).
 *
 * It reads text the owner or a visitor typed (the content service, emails): one pass forward, each character
 * looked at a bounded number of times, no regular expression over the whole text.
 */

const NARROW = 0x202f;
const NO_BREAK = 0xa0;
const SPACE = 0x20;
/** Stands for a whole code run, which reads as one word to its neighbours. */
const CODE = 0xfffc;

/** A run of text; a code run (an inline code mark) is kept as it is. */
export type TextRun = { text: string; code?: boolean };

const code = (character: string) => character.charCodeAt(0);
const [SEMICOLON, COLON, EXCLAMATION, QUESTION, PERCENT, EURO, OPENING, CLOSING] = [...';:!?%€«»'].map(code);
/** What may end a word before a mark besides letters and figures: a closing bracket or quote, an ellipsis. */
const CLOSERS = new Set([...')]»"”’…'].map(code));
/** What may follow `!` or `?` when no space precedes them: the end of a sentence or of a bracket. */
const AFTER_EXCLAMATION = new Set([...'!?)]»"”’.,…'].map(code));
const LETTER = /\p{L}/u;

const isSpace = (unit: number) => unit === SPACE || unit === NO_BREAK || unit === NARROW;
const isWhitespace = (unit: number) =>
  unit === SPACE ||
  (unit >= 0x09 && unit <= 0x0d) ||
  unit === NO_BREAK ||
  unit === NARROW ||
  unit === 0x2028 ||
  unit === 0x2029 ||
  unit === 0x3000 ||
  (unit >= 0x2000 && unit <= 0x200a) ||
  unit === 0x1680 ||
  unit === 0x205f ||
  unit === 0xfeff;
const isDigit = (unit: number) => unit >= 0x30 && unit <= 0x39;
function isLetter(unit: number): boolean {
  if (unit < 0x80) return (unit | 0x20) >= 0x61 && (unit | 0x20) <= 0x7a;
  if (unit >= 0xc0 && unit <= 0xff) return unit !== 0xd7 && unit !== 0xf7;
  return LETTER.test(String.fromCharCode(unit));
}
const endsWord = (unit: number) => isDigit(unit) || unit === CODE || CLOSERS.has(unit) || isLetter(unit);

/**
 * Which code units belong to a URL or an e-mail address (`https://…`, `www.…`, `mailto:…`, `name@host.tld`):
 * whole words between spaces, left exactly as written.
 */
function protectedUnits(text: string): Uint8Array {
  const marks = new Uint8Array(text.length);
  let start = 0;
  while (start < text.length) {
    if (isWhitespace(text.charCodeAt(start))) {
      start += 1;
      continue;
    }
    let end = start;
    let at = false;
    let address = false;
    while (end < text.length && !isWhitespace(text.charCodeAt(end))) {
      const unit = text.charCodeAt(end);
      if (unit === 0x40) at = true;
      else if (unit === 0x2e && at) address = true;
      else if (unit === COLON && text.startsWith('//', end + 1)) address = true;
      end += 1;
    }
    const opening = text.slice(start, start + 7).toLowerCase();
    if (address || opening.startsWith('www.') || opening.startsWith('mailto:')) marks.fill(1, start, end);
    start = end;
  }
  return marks;
}

/** Figures that the plain space at `index` separates in thousands: `1 200`, `25 000` (not `2019 200`). */
function thousandsSpace(text: string, index: number, marks: Uint8Array): boolean {
  if (text.charCodeAt(index) !== SPACE) return false;
  for (let ahead = 1; ahead <= 3; ahead += 1) {
    if (!isDigit(text.charCodeAt(index + ahead)) || marks[index + ahead]) return false;
  }
  if (isDigit(text.charCodeAt(index + 4))) return false;
  let before = 0;
  while (before < 4 && isDigit(text.charCodeAt(index - 1 - before)) && !marks[index - 1 - before]) before += 1;
  return before >= 1 && before <= 3;
}

/**
 * The runs of one paragraph with French typography, each run's text apart (so marks such as bold or links
 * keep their words). A space may sit in the run before the mark it precedes: the paragraph is read as one text.
 */
export function typesetRuns(runs: readonly TextRun[]): string[] {
  const text = runs.map((run) => (run.code ? String.fromCharCode(CODE) : run.text)).join('');
  const owners = new Uint32Array(text.length);
  let offset = 0;
  runs.forEach((run, index) => {
    const length = run.code ? 1 : run.text.length;
    owners.fill(index, offset, offset + length);
    offset += length;
  });
  const marks = protectedUnits(text);
  // The output, with the run each unit belongs to: at most one space is added per unit read.
  const units = new Uint16Array(text.length * 2);
  const unitRuns = new Uint32Array(text.length * 2);
  let size = 0;
  const push = (unit: number, run: number) => {
    units[size] = unit;
    unitRuns[size] = run;
    size += 1;
  };
  const last = () => (size > 0 ? units[size - 1] : -1);

  /** Removes the spaces that end the output; the run of the first one removed, or -1 when there were none. */
  const dropTrailingSpaces = (): number => {
    let owner = -1;
    while (size > 0 && isSpace(units[size - 1])) {
      size -= 1;
      owner = unitRuns[size];
    }
    return owner;
  };
  /** Replaces the spaces before a mark with `space`, or adds it when `glued` says the mark follows a word. */
  const spaceBefore = (space: number, run: number, glued: boolean) => {
    const spaceRun = dropTrailingSpaces();
    if (spaceRun >= 0) push(space, spaceRun);
    else if (glued) push(space, run);
  };

  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    const run = owners[index];
    if (marks[index] || unit === CODE) {
      push(unit, run);
      continue;
    }
    const next = index + 1 < text.length ? text.charCodeAt(index + 1) : -1;
    const endOrSpace = next < 0 || isWhitespace(next);
    if (unit === SEMICOLON || unit === COLON) {
      // A mark is followed by a space: `;)`, `10:30`, `C:\` and `::` are not punctuation.
      if (endOrSpace) spaceBefore(unit === COLON ? NO_BREAK : NARROW, run, endsWord(last()));
    } else if (unit === EXCLAMATION || unit === QUESTION) {
      if (endOrSpace || AFTER_EXCLAMATION.has(next)) spaceBefore(NARROW, run, endsWord(last()));
    } else if (unit === PERCENT || unit === EURO) {
      let spaces = 0;
      while (spaces < size && isSpace(units[size - 1 - spaces])) spaces += 1;
      if (spaces < size && isDigit(units[size - 1 - spaces])) spaceBefore(NO_BREAK, run, true);
    } else if (unit === CLOSING) {
      spaceBefore(NARROW, run, size > 0 && !isWhitespace(last()));
    } else if (thousandsSpace(text, index, marks)) {
      push(NO_BREAK, run);
      continue;
    }
    push(unit, run);
    if (unit === OPENING) {
      let after = index + 1;
      while (after < text.length && isSpace(text.charCodeAt(after))) after += 1;
      if (after < text.length && !isWhitespace(text.charCodeAt(after))) {
        push(NARROW, run);
        index = after - 1;
      }
    }
  }
  // Each unit keeps the run it was read in, or the run of the space it replaces: runs follow each other in order,
  // so each run's units are one slice of the output.
  const texts = runs.map((run) => (run.code ? run.text : ''));
  let start = 0;
  while (start < size) {
    let end = start;
    while (end < size && unitRuns[end] === unitRuns[start]) end += 1;
    if (!runs[unitRuns[start]].code) texts[unitRuns[start]] = fromUnits(units.subarray(start, end));
    start = end;
  }
  return texts;
}

/** Code units back to a string, a slice at a time (a call takes a bounded number of arguments). */
function fromUnits(units: Uint16Array): string {
  let text = '';
  for (let start = 0; start < units.length; start += 8192) {
    text += String.fromCharCode(...units.subarray(start, start + 8192));
  }
  return text;
}

/** A text with French typography. */
export function frenchTypography(text: string): string {
  return typesetRuns([{ text }])[0];
}

/**
 * How text that arrives from elsewhere (the content service, emails) is typeset in a language: French
 * typography in French, the text as it is in any other language.
 */
/** The language printed with French typography. */
const frenchLocale: Locale = 'fr';

export function typographyOf(locale: Locale | string | undefined): (text: string) => string {
  return locale === frenchLocale ? frenchTypography : (text) => text;
}

/** The same for the runs of one paragraph (see `typesetRuns`). */
export function runTypographyOf(locale: Locale | string | undefined): (runs: readonly TextRun[]) => string[] {
  return locale === frenchLocale ? typesetRuns : (runs) => runs.map((run) => run.text);
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

/**
 * Where a French text breaks those rules (a plain space, or none, where a no-break space belongs), outside
 * URLs and e-mail addresses: what the tests and the page check count.
 */
export function typographyDefects(text: string): TypographyDefect[] {
  const marks = protectedUnits(text);
  const readable = text.replace(/[^]/g, (unit, index: number) => (marks[index] ? 'x' : unit));
  return defectPatterns
    .flatMap(([kind, pattern]) =>
      [...readable.matchAll(pattern)].map((match) => ({
        kind,
        index: match.index,
        context: readable.slice(Math.max(0, match.index - 30), match.index + 30),
      })),
    )
    .sort((a, b) => a.index - b.index);
}
