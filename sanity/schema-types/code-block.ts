import { defineField, defineType } from 'sanity';

/** A snippet of code shown as-is in an article. */
export const codeBlock = defineType({
  name: 'codeBlock',
  title: 'Code',
  type: 'object',
  fields: [
    defineField({
      name: 'language',
      title: 'Language',
      type: 'string',
      options: { list: ['text', 'html', 'css', 'js', 'ts', 'tsx', 'json', 'bash'] },
      initialValue: 'text',
    }),
    defineField({ name: 'code', title: 'Code', type: 'text', rows: 10, validation: (rule) => rule.required() }),
  ],
  preview: { select: { title: 'language', subtitle: 'code' } },
});
