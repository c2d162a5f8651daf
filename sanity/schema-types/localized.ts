import { defineField, defineType } from 'sanity';

/** A short text written in both languages (the author's job title). */
export const localeString = defineType({
  name: 'localeString',
  title: 'Text in both languages',
  type: 'object',
  fields: [
    defineField({ name: 'en', title: 'English', type: 'string' }),
    defineField({ name: 'fr', title: 'Français', type: 'string' }),
  ],
});

/** A paragraph written in both languages (the author's bio). */
export const localeText = defineType({
  name: 'localeText',
  title: 'Paragraph in both languages',
  type: 'object',
  fields: [
    defineField({ name: 'en', title: 'English', type: 'text', rows: 4 }),
    defineField({ name: 'fr', title: 'Français', type: 'text', rows: 4 }),
  ],
});
