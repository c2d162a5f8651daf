import { defineField, defineType } from 'sanity';

/** Who writes the articles; texts shown on the site exist in both languages. */
export const author = defineType({
  name: 'author',
  title: 'Author',
  type: 'document',
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'slug',
      title: 'Slug',
      type: 'slug',
      options: { source: 'name' },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'title', title: 'Job title', type: 'localeString' }),
    defineField({ name: 'description', title: 'Short description', type: 'localeText' }),
    defineField({ name: 'bio', title: 'Bio', type: 'localeText' }),
    defineField({
      name: 'image',
      title: 'Photo',
      type: 'image',
      options: { hotspot: true },
      fields: [defineField({ name: 'alt', title: 'Alternative text', type: 'string' })],
    }),
    defineField({ name: 'videoUrl', title: 'Video URL', type: 'url' }),
    defineField({ name: 'linkedinUrl', title: 'LinkedIn URL', type: 'url' }),
  ],
  preview: { select: { title: 'name', media: 'image' } },
});
