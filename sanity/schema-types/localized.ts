import { defineField, defineType } from 'sanity';
import { languageName } from '@/i18n/languages';
import { routing } from '@/i18n/routing';

/** A short text written in every language (the author's job title). */
export const localeString = defineType({
  name: 'localeString',
  title: 'Text in both languages',
  type: 'object',
  fields: routing.locales.map((locale) => defineField({ name: locale, title: languageName(locale), type: 'string' })),
});

/** A paragraph written in every language (the author's bio). */
export const localeText = defineType({
  name: 'localeText',
  title: 'Paragraph in both languages',
  type: 'object',
  fields: routing.locales.map((locale) =>
    defineField({ name: locale, title: languageName(locale), type: 'text', rows: 4 }),
  ),
});
