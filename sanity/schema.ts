import { defineArrayMember, defineField, defineType, type Rule } from 'sanity';
import { languageName } from '@/i18n/languages';
import { routing } from '@/i18n/routing';
import { SEO_DESCRIPTION_MAX_LENGTH } from '@/lib/content/constants';

/** The content model as the content service stores it (docs/behaviour/content.md#blog-posts). */

// Sanity titles a field after its name ("publishedAt": "Published At") unless it is given one.
const required = (name: string, type: string, more: object = {}) =>
  defineField({ name, type, validation: (rule) => rule.required(), ...more });

const slug = (source: string, isUnique?: () => boolean) =>
  required('slug', 'slug', { options: { source, maxLength: 96, isUnique } });

const alt = required('alt', 'string', {
  title: 'Alternative text',
  description: 'What the image shows, for people who cannot see it.',
});

const image = (name: string, title: string, more: object = {}) =>
  defineField({ name, title, type: 'image', options: { hotspot: true }, fields: [alt], ...more });

const titled = (values: Record<string, string>) => Object.entries(values).map(([title, value]) => ({ title, value }));

/** Every post and category is written in one language. */
const language = required('language', 'string', {
  options: { list: routing.locales.map((locale) => ({ title: languageName(locale), value: locale })), layout: 'radio' },
  initialValue: routing.defaultLocale,
});

/** A text written in every language (the author's job title, description and bio). */
const localized = (name: string, type: 'string' | 'text') =>
  defineType({
    name,
    title: 'Text in every language',
    type: 'object',
    fields: routing.locales.map((locale) => defineField({ name: locale, title: languageName(locale), type })),
  });

/** A blog article; its twin in the other language is paired by slug in lib/content/slug-map.ts. */
const post = defineType({
  name: 'post',
  title: 'Article',
  type: 'document',
  fields: [
    required('title', 'string', { validation: (rule: Rule) => rule.required().max(110) }),
    slug('title'),
    language,
    required('excerpt', 'text', {
      rows: 3,
      description: 'Shown in lists, search results and shares.',
      validation: (rule: Rule) => rule.required().max(300),
    }),
    required('publishedAt', 'datetime', { initialValue: () => new Date().toISOString() }),
    defineField({
      name: 'featured',
      type: 'boolean',
      description: 'The blog shows the 3 newest featured articles first.',
      initialValue: false,
    }),
    image('mainImage', 'Main image'),
    defineField({
      name: 'seo',
      title: 'Search and sharing',
      type: 'object',
      description: 'Optional: what search engines and social networks show, when it should differ from the above.',
      options: { collapsible: true, collapsed: true },
      fields: [
        defineField({ name: 'title', title: 'Search title', type: 'string', validation: (rule) => rule.max(70) }),
        defineField({
          name: 'description',
          type: 'text',
          rows: 3,
          validation: (rule) => rule.max(SEO_DESCRIPTION_MAX_LENGTH),
        }),
        image('image', 'Share image', { description: 'Cropped to 1200 × 630. Unset: the main image.' }),
        defineField({
          name: 'noindex',
          title: 'Hide from search engines',
          type: 'boolean',
          description: 'The article stays on the blog but is kept out of search results and the sitemap.',
          initialValue: false,
        }),
      ],
    }),
    required('author', 'reference', { to: [{ type: 'author' }] }),
    defineField({
      name: 'categories',
      type: 'array',
      // Only the categories written in the article's language.
      of: [
        defineArrayMember({
          type: 'reference',
          to: [{ type: 'category' }],
          options: {
            filter: ({ document }) => ({
              filter: 'language == $language',
              params: { language: document.language ?? routing.defaultLocale },
            }),
          },
        }),
      ],
    }),
    defineField({ name: 'tags', type: 'array', of: [{ type: 'string' }], options: { layout: 'tags' } }),
    defineField({
      name: 'body',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'block',
          // What the article page renders: no h1 (the title is), h4, underline or strike-through.
          styles: titled({ Normal: 'normal', 'Heading 2': 'h2', 'Heading 3': 'h3', Quote: 'blockquote' }),
          marks: {
            decorators: titled({ Strong: 'strong', Emphasis: 'em', Code: 'code' }),
            annotations: [
              defineArrayMember({
                name: 'link',
                type: 'object',
                fields: [
                  required('href', 'url', {
                    title: 'URL',
                    description: 'A full address, or a path of this site such as /contact or /fr/contact.',
                    validation: (rule: Rule) =>
                      rule.required().uri({ allowRelative: true, scheme: ['http', 'https', 'mailto', 'tel'] }),
                  }),
                ],
              }),
            ],
          },
        }),
        image('image', 'Image', { fields: [alt, defineField({ name: 'caption', type: 'string' })] }),
        defineArrayMember({
          name: 'codeBlock',
          title: 'Code',
          type: 'object',
          fields: [
            defineField({
              name: 'language',
              type: 'string',
              options: { list: ['text', 'html', 'css', 'js', 'ts', 'tsx', 'json', 'bash'] },
              initialValue: 'text',
            }),
            required('code', 'text', { rows: 10 }),
          ],
        }),
        defineArrayMember({
          name: 'authorSection',
          title: 'Author section',
          type: 'object',
          description: 'A short word from the author, with their photo and a call to action.',
          fields: [required('heading', 'string'), required('text', 'text', { rows: 3 })],
        }),
      ],
    }),
  ],
  orderings: [{ title: 'Newest first', name: 'publishedAtDesc', by: [{ field: 'publishedAt', direction: 'desc' }] }],
  preview: { select: { title: 'title', subtitle: 'language', media: 'mainImage' } },
});

const author = defineType({
  name: 'author',
  type: 'document',
  fields: [
    required('name', 'string'),
    slug('name'),
    defineField({ name: 'title', title: 'Job title', type: 'localeString' }),
    defineField({ name: 'description', title: 'Short description', type: 'localeText' }),
    defineField({ name: 'bio', type: 'localeText' }),
    image('image', 'Photo'),
    defineField({ name: 'videoUrl', title: 'Video URL', type: 'url' }),
    defineField({ name: 'linkedinUrl', title: 'LinkedIn URL', type: 'url' }),
  ],
});

/** One document per language; the slug is shared by both languages' documents. */
const category = defineType({
  name: 'category',
  type: 'document',
  fields: [
    required('title', 'string'),
    // The same slug in both languages, e.g. seo-performance.
    slug('title', () => true),
    defineField({ name: 'description', type: 'text', rows: 2 }),
    language,
  ],
  preview: { select: { title: 'title', subtitle: 'language' } },
});

export const schemaTypes = [
  post,
  author,
  category,
  localized('localeString', 'string'),
  localized('localeText', 'text'),
];
