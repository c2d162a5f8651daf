'use client';

/** The content studio served at /studio (app/studio), run entirely in the owner's browser. */
import { defineConfig } from 'sanity';
import { defineDocuments, presentationTool } from 'sanity/presentation';
import { structureTool } from 'sanity/structure';
import { externalTemplate, withLocalePrefix } from '@/i18n/paths';
import { routing } from '@/i18n/routing';
import { env } from '@/lib/env';
import { schemaTypes } from '@/sanity/schema';
import { siteConfig } from '@/site.config';

/**
 * The Presentation tool: the site in a frame beside the article, in draft mode (started through the signed
 * `/api/draft-mode/enable`, docs/architecture.md#draft-preview), with the article a page shows opened beside it.
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
