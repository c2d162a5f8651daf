import { defineField } from 'sanity';
import { languageName } from '@/i18n/languages';
import { routing } from '@/i18n/routing';

/**
 * The language of a post or a category: every document is written in one language
 * (docs/behaviour/content.md#blog-posts).
 */
export const languageField = defineField({
  name: 'language',
  title: 'Language',
  type: 'string',
  options: {
    list: routing.locales.map((locale) => ({ title: languageName(locale), value: locale })),
    layout: 'radio',
    direction: 'horizontal',
  },
  initialValue: routing.defaultLocale,
  validation: (rule) => rule.required(),
});
