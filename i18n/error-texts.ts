import { readFileSync } from 'node:fs';
import path from 'node:path';
import type englishMessages from '../messages/en.json';
import { perLocale, type Locale } from './routing';

export type ErrorTexts = (typeof englishMessages)['ErrorPage'];

/**
 * The ErrorPage texts of every catalogue, read when next.config loads: app/global-error.tsx renders outside
 * every provider and gets them inlined at build time rather than importing the catalogues into the browser.
 */
export function errorTextsByLocale(): Record<Locale, ErrorTexts> {
  const read = (locale: Locale) =>
    JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8')).ErrorPage;
  return perLocale(read);
}
