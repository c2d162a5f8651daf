import {
  isArgumentElement,
  isPluralElement,
  isPoundElement,
  isSelectElement,
  isTagElement,
  parse,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';
import type { Locale } from './routing';

type Values = Readonly<Record<string, string | number>>;
type Splice = { start: number; end: number; text: string };

// A figure is written into a message as plain text, which these would turn into ICU syntax (an apostrophe only
// quotes when it comes before one of them, so "d'Azur" stays plain text).
const ICU_SYNTAX = /[{}#<>|]|''|'$/;

function figureText(name: string, value: string | number): string {
  const text = String(value);
  if (ICU_SYNTAX.test(text)) throw new Error(`The figure {${name}} ("${text}") holds ICU syntax`);
  return text;
}

/** Applies splices (absolute offsets, none overlapping) to `source` between `from` and `to`. */
function spliced(source: string, from: number, to: number, splices: Splice[]): string {
  let text = '';
  let cursor = from;
  for (const { start, end, text: replacement } of [...splices].sort((a, b) => a.start - b.start)) {
    text += source.slice(cursor, start) + replacement;
    cursor = end;
  }
  return text + source.slice(cursor, to);
}

/**
 * Where a message quotes a figure: `{name}` becomes its text, and `{name, plural, …}` the branch its number
 * selects, with `#` written out. Everything else is left exactly as written (apostrophes included), so a list
 * read with `t.raw` shows the same text as `t()` would.
 */
function figureSplices(
  source: string,
  elements: MessageFormatElement[],
  values: Values,
  locale: Locale,
  pound?: string,
): Splice[] {
  return elements.flatMap((element): Splice[] => {
    const { start, end } = { start: element.location!.start.offset, end: element.location!.end.offset };
    if (isPoundElement(element)) return pound === undefined ? [] : [{ start, end, text: pound }];
    if (isArgumentElement(element) && element.value in values)
      return [{ start, end, text: figureText(element.value, values[element.value]) }];
    if (isPluralElement(element) && element.value in values) {
      const count = Number(values[element.value]);
      const rule = new Intl.PluralRules(locale, { type: element.pluralType }).select(count - element.offset);
      const branch = element.options[`=${count}`] ?? element.options[rule] ?? element.options.other;
      const inside = { start: branch.location!.start.offset + 1, end: branch.location!.end.offset - 1 };
      const number = figureText(element.value, (count - element.offset).toLocaleString(locale));
      const text = spliced(
        source,
        inside.start,
        inside.end,
        figureSplices(source, branch.value, values, locale, number),
      );
      return [{ start, end, text }];
    }
    if (isPluralElement(element) || isSelectElement(element))
      return Object.values(element.options).flatMap((option) => figureSplices(source, option.value, values, locale));
    if (isTagElement(element)) return figureSplices(source, element.children, values, locale, pound);
    return [];
  });
}

/** One message with the figures it quotes written in; a message that quotes none is returned as it is. */
export function fillFigures(message: string, values: Values, locale: Locale): string {
  if (!message.includes('{')) return message;
  const splices = figureSplices(message, parse(message, { captureLocation: true }), values, locale);
  return splices.length ? spliced(message, 0, message.length, splices) : message;
}
