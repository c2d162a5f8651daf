import { defineArrayMember, defineField, defineType, type Rule } from 'sanity';
import { languageName } from '@/i18n/languages';
import { routing } from '@/i18n/routing';
import { SEO_DESCRIPTION_MAX_LENGTH } from '@/lib/content/constants';

/** The content model as the content service stores it (docs/behaviour/content.md#blog-posts). */

const required = (name: string, type: string, more: object = {}) =>
  defineField({ name, type, validation: (rule) => rule.required(), ...more });

const slug = (source: string, isUnique?: () => boolean) => required('slug', 'slug', { options: { source, isUnique } });

const alt = required('alt', 'string');

const image = (name: string, more: object = {}) =>
  defineField({ name, type: 'image', options: { hotspot: true }, fields: [alt], ...more });

const titled = (values: Record<string, string>) => Object.entries(values).map(([title, value]) => ({ title, value }));

/** Every post and category is written in one language. */
const language = required('language', 'string', { options: { list: [...routing.locales] } });

/** A text written in every language (the author's job title, description and bio). */
const localized = (name: string, type: 'string' | 'text') =>
  defineType({
    name,
    type: 'object',
    fields: routing.locales.map((locale) => defineField({ name: locale, title: languageName(locale), type })),
  });

/** A blog article; its twin in the other language is paired by slug in lib/content/slug-map.ts. */
const post = defineType({
  name: 'post',
  type: 'document',
  fields: [
    required('title', 'string'),
    slug('title'),
    language,
    required('excerpt', 'text'),
    required('publishedAt', 'datetime'),
    defineField({ name: 'featured', type: 'boolean' }),
    image('mainImage'),
    defineField({
      name: 'seo',
      title: 'Search and sharing',
      type: 'object',
      options: { collapsible: true, collapsed: true },
      fields: [
        defineField({ name: 'title', type: 'string' }),
        defineField({ name: 'description', type: 'text', validation: (rule) => rule.max(SEO_DESCRIPTION_MAX_LENGTH) }),
        image('image'),
        defineField({ name: 'noindex', type: 'boolean' }),
      ],
    }),
    required('author', 'reference', { to: [{ type: 'author' }] }),
    defineField({ name: 'categories', type: 'array', of: [{ type: 'reference', to: [{ type: 'category' }] }] }),
    defineField({ name: 'tags', type: 'array', of: [{ type: 'string' }] }),
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
            // A full address, or a path of this site such as /contact or /fr/contact.
            annotations: [
              defineArrayMember({
                name: 'link',
                type: 'object',
                fields: [
                  required('href', 'url', {
                    validation: (rule: Rule) =>
                      rule.required().uri({ allowRelative: true, scheme: ['http', 'https', 'mailto', 'tel'] }),
                  }),
                ],
              }),
            ],
          },
        }),
        image('image', { fields: [alt, defineField({ name: 'caption', type: 'string' })] }),
        defineArrayMember({
          name: 'code',
          type: 'object',
          fields: [defineField({ name: 'language', type: 'string' }), required('code', 'text')],
        }),
        defineArrayMember({
          name: 'authorSection',
          type: 'object',
          fields: [required('heading', 'string'), required('text', 'text')],
        }),
      ],
    }),
  ],
});

const author = defineType({
  name: 'author',
  type: 'document',
  fields: [
    required('name', 'string'),
    slug('name'),
    defineField({ name: 'title', type: 'localeString' }),
    defineField({ name: 'description', type: 'localeText' }),
    defineField({ name: 'bio', type: 'localeText' }),
    image('image'),
    defineField({ name: 'videoUrl', type: 'url' }),
    defineField({ name: 'linkedinUrl', type: 'url' }),
  ],
});

/** One document per language; the slug is shared by both languages' documents (e.g. seo-performance). */
const category = defineType({
  name: 'category',
  type: 'document',
  fields: [
    required('title', 'string'),
    slug('title', () => true),
    defineField({ name: 'description', type: 'text' }),
    language,
  ],
});

export const schemaTypes = [
  post,
  author,
  category,
  localized('localeString', 'string'),
  localized('localeText', 'text'),
];
