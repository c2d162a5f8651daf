import { defineField } from 'sanity';

/**
 * The language of a post or a category: every document is written in one language
 * (docs/behaviour/content.md#blog-posts).
 */
export const languageField = defineField({
  name: 'language',
  title: 'Language',
  type: 'string',
  options: {
    list: [
      { title: 'English', value: 'en' },
      { title: 'Français', value: 'fr' },
    ],
    layout: 'radio',
    direction: 'horizontal',
  },
  initialValue: 'en',
  validation: (rule) => rule.required(),
});
