'use client';

/** The content studio served at /studio (app/studio). Client-only: it runs entirely in the owner's browser. */
import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { env } from '@/lib/env';
import { presentation } from '@/sanity/presentation';
import { schemaTypes } from '@/sanity/schema-types';
import { siteConfig } from '@/site.config';

export default defineConfig({
  name: 'default',
  title: `${siteConfig.brand} · Blog`,
  basePath: '/studio',
  projectId: env.NEXT_PUBLIC_SANITY_PROJECT_ID ?? '',
  dataset: env.NEXT_PUBLIC_SANITY_DATASET,
  schema: { types: schemaTypes },
  plugins: [structureTool(), presentation],
});
