'use client';

/** The content studio served at /studio (app/studio), run entirely in the owner's browser. */
import { defineConfig } from 'sanity';
import { defineDocuments, defineLocations, presentationTool } from 'sanity/presentation';
import { structureTool } from 'sanity/structure';
import { languageName } from '@/i18n/languages';
import { externalTemplate, getPathname, withLocalePrefix } from '@/i18n/paths';
import { isLocale, routing } from '@/i18n/routing';
import { env } from '@/lib/env';
import { schemaTypes } from '@/sanity/schema';
import { siteConfig } from '@/site.config';

/**
 * The Presentation tool: the site in a frame beside the article, in draft mode (started through the signed
 * `/api/draft-mode/enable`, docs/architecture.md#draft-preview), with the article a page shows opened beside it and,
 * for each article, the pages that show it in its language.
 */
const presentation = presentationTool({
  previewUrl: { previewMode: { enable: '/api/draft-mode/enable' } },
  resolve: {
    mainDocuments: defineDocuments(
      routing.locales.map((locale) => ({
        route: withLocalePrefix(locale, externalTemplate('/blog/[slug]', locale).replace('[slug]', ':slug')),
        filter: `_type == "post" && slug.current == $slug && language == "${locale}"`,
      })),
    ),
    locations: {
      post: defineLocations({
        select: { title: 'title', slug: 'slug.current', language: 'language' },
        resolve: (post) => {
          if (!post?.slug || !isLocale(post.language)) return null;
          const locale = post.language;
          return {
            locations: [
              {
                title: post.title || post.slug,
                href: getPathname({ locale, href: { pathname: '/blog/[slug]', params: { slug: post.slug } } }),
              },
              { title: `Blog (${languageName(locale)})`, href: getPathname({ locale, href: '/blog' }) },
            ],
          };
        },
      }),
    },
  },
});

export default defineConfig({
  name: 'default',
  title: `${siteConfig.brand} · Blog`,
  basePath: '/studio',
  projectId: env.NEXT_PUBLIC_SANITY_PROJECT_ID ?? '',
  dataset: env.NEXT_PUBLIC_SANITY_DATASET,
  schema: { types: schemaTypes },
  plugins: [structureTool(), presentation],
});
