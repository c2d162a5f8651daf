import { createTranslator, type TranslationValues } from 'next-intl';
import type { Locale } from './routing';

/** Every string of a message subtree (lists, nested copy) passed through `format`, in the same shape. */
export function mapMessages<T>(messages: T, format: (message: string) => string): T {
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return format(node);
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === 'object')
      return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, walk(value)]));
    return node;
  };
  return walk(messages) as T;
}

/**
 * Formats every string of a message subtree read with `t.raw` (lists, nested copy) with next-intl's own ICU
 * engine, so copy in lists can quote `{values}` as `t()` does. A placeholder without a value fails the build.
 */
export function formatMessages<T>(locale: Locale, messages: T, values: TranslationValues): T {
  return mapMessages(messages, (message) =>
    createTranslator({
      locale,
      messages: { message },
      onError: (error) => {
        throw error;
      },
    })('message', values),
  );
}
