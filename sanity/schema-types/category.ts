import { defineField, defineType } from 'sanity';
import { languageField } from './language';

/** A blog category, one document per language; the slug is shared by both languages' documents. */
export const category = defineType({
  name: 'category',
  title: 'Category',
  type: 'document',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'slug',
      title: 'Slug',
      type: 'slug',
      description: 'The same slug in both languages, e.g. seo-performance.',
      options: { source: 'title', isUnique: () => true },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'description', title: 'Description', type: 'text', rows: 2 }),
    languageField,
  ],
  preview: { select: { title: 'title', subtitle: 'language' } },
});
