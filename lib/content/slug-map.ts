import type { Locale } from '@/i18n/routing';
import type { ArticlePair } from '@/i18n/twins';

/**
 * The 10 articles that exist in both languages, English slug -> French slug
 * (docs/behaviour/content.md#slug-map-and-twins).
 */
export const articleSlugMap = {
  'responsive-website-guide-2025': 'guide-site-web-responsive-2025',
  'mobile-app-user-experience': 'experience-utilisateur-application-mobile',
  'seo-for-react-applications': 'seo-applications-react',
  'core-web-vitals-guide': 'guide-core-web-vitals',
  'nextjs-app-router-migration': 'migration-nextjs-app-router',
  'local-seo-small-business': 'seo-local-petites-entreprises',
  'turnkey-website-from-450-euros': 'site-web-cle-en-main-450-euros',
  'schema-markup-guide': 'guide-balisage-schema',
  'hiring-a-mobile-app-developer': 'recruter-developpeur-application-mobile',
  'showcase-website-small-business': 'site-vitrine-petite-entreprise',
} as const;

/** Every slug the map names, in both languages: the articles whose publication decides the pairs. */
export const mappedSlugs: string[] = Object.entries(articleSlugMap).flat();

type PostKey = { slug: string; language: Locale };

/**
 * The pairs of the slug map whose two articles are both published: an article whose twin is missing or not
 * published has no pair, so neither its hreflang links nor the language switch point nowhere.
 */
export function publishedPairs(published: readonly PostKey[]): ArticlePair[] {
  const keys = new Set(published.map((post) => `${post.language}/${post.slug}`));
  return Object.entries(articleSlugMap)
    .filter(([en, fr]) => keys.has(`en/${en}`) && keys.has(`fr/${fr}`))
    .map(([en, fr]) => ({ en, fr }));
}
