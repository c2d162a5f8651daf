import { defineField, defineType } from 'sanity';

/** A block inside an article: a short word from the author with their photo and a call to action. */
export const authorSection = defineType({
  name: 'authorSection',
  title: 'Author section',
  type: 'object',
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'text', title: 'Text', type: 'text', rows: 3, validation: (rule) => rule.required() }),
  ],
  preview: { select: { title: 'heading', subtitle: 'text' } },
});
