import { defineArrayMember, defineField, defineType } from 'sanity';
import { routing } from '@/i18n/routing';
import { SEO_DESCRIPTION_MAX_LENGTH } from '@/lib/content/constants';
import { languageField } from './language';

const altField = defineField({
  name: 'alt',
  title: 'Alternative text',
  type: 'string',
  description: 'What the image shows, for people who cannot see it.',
  validation: (rule) => rule.required(),
});

/**
 * A blog article, written in one language. Its twin in the other language is paired by slug in
 * lib/content/slug-map.ts (the language switch and hreflang links follow it).
 */
export const post = defineType({
  name: 'post',
  title: 'Article',
  type: 'document',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().max(110) }),
    defineField({
      name: 'slug',
      title: 'Slug',
      type: 'slug',
      options: { source: 'title', maxLength: 96 },
      validation: (rule) => rule.required(),
    }),
    languageField,
    defineField({
      name: 'excerpt',
      title: 'Excerpt',
      type: 'text',
      rows: 3,
      description: 'Shown in lists, search results and shares.',
      validation: (rule) => rule.required().max(300),
    }),
    defineField({
      name: 'publishedAt',
      title: 'Published at',
      type: 'datetime',
      initialValue: () => new Date().toISOString(),
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'featured',
      title: 'Featured',
      type: 'boolean',
      description: 'The blog shows the 3 newest featured articles first.',
      initialValue: false,
    }),
    defineField({
      name: 'mainImage',
      title: 'Main image',
      type: 'image',
      options: { hotspot: true },
      fields: [altField],
    }),
    defineField({
      name: 'seo',
      title: 'Search and sharing',
      type: 'object',
      description: 'Optional: what search engines and social networks show, when it should differ from the above.',
      options: { collapsible: true, collapsed: true },
      fields: [
        defineField({
          name: 'title',
          title: 'Search title',
          type: 'string',
          description: 'Replaces the title in search results and shares. About 60 characters show in full.',
          validation: (rule) => rule.max(70),
        }),
        defineField({
          name: 'description',
          title: 'Description',
          type: 'text',
          rows: 3,
          description: 'Replaces the excerpt under the title in search results and shares.',
          validation: (rule) => rule.max(SEO_DESCRIPTION_MAX_LENGTH),
        }),
        defineField({
          name: 'image',
          title: 'Share image',
          type: 'image',
          description: 'Shown when the article is shared, cropped to 1200 × 630. Unset: the main image.',
          options: { hotspot: true },
          fields: [altField],
        }),
        defineField({
          name: 'noindex',
          title: 'Hide from search engines',
          type: 'boolean',
          description: 'The article stays on the blog but is kept out of search results and the sitemap.',
          initialValue: false,
        }),
      ],
    }),
    defineField({
      name: 'author',
      title: 'Author',
      type: 'reference',
      to: [{ type: 'author' }],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'categories',
      title: 'Categories',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'reference',
          to: [{ type: 'category' }],
          // Only the categories written in the article's language.
          options: {
            filter: ({ document }) => ({
              filter: 'language == $language',
              params: { language: document.language ?? routing.defaultLocale },
            }),
          },
        }),
      ],
    }),
    defineField({
      name: 'tags',
      title: 'Tags',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      options: { layout: 'tags' },
    }),
    defineField({
      name: 'body',
      title: 'Body',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'block',
          styles: [
            { title: 'Normal', value: 'normal' },
            { title: 'Heading 2', value: 'h2' },
            { title: 'Heading 3', value: 'h3' },
            { title: 'Quote', value: 'blockquote' },
          ],
          lists: [
            { title: 'Bullets', value: 'bullet' },
            { title: 'Numbers', value: 'number' },
          ],
          marks: {
            decorators: [
              { title: 'Strong', value: 'strong' },
              { title: 'Emphasis', value: 'em' },
              { title: 'Code', value: 'code' },
            ],
            annotations: [
              defineArrayMember({
                name: 'link',
                title: 'Link',
                type: 'object',
                fields: [
                  defineField({
                    name: 'href',
                    title: 'URL',
                    type: 'url',
                    description: 'A full address, or a path of this site such as /contact or /fr/contact.',
                    validation: (rule) =>
                      rule.required().uri({ allowRelative: true, scheme: ['http', 'https', 'mailto', 'tel'] }),
                  }),
                ],
              }),
            ],
          },
        }),
        defineArrayMember({
          type: 'image',
          options: { hotspot: true },
          fields: [altField, defineField({ name: 'caption', title: 'Caption', type: 'string' })],
        }),
        defineArrayMember({ type: 'codeBlock' }),
        defineArrayMember({ type: 'authorSection' }),
      ],
    }),
  ],
  orderings: [{ title: 'Newest first', name: 'publishedAtDesc', by: [{ field: 'publishedAt', direction: 'desc' }] }],
  preview: { select: { title: 'title', subtitle: 'language', media: 'mainImage' } },
});
