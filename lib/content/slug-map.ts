import type { Locale } from '@/i18n/routing';

/** Spec §3: the 10 articles that exist in both languages, English slug -> French slug. */
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

/** The slug of the same article in the other language, or undefined when it has no twin. */
export function twinArticleSlug(slug: string, from: Locale): string | undefined {
  const pairs = Object.entries(articleSlugMap);
  const pair = pairs.find(([en, fr]) => (from === 'en' ? en : fr) === slug);
  if (!pair) return undefined;
  return from === 'en' ? pair[1] : pair[0];
}

type PostKey = { slug: string; language: Locale };

/**
 * The twin of a post among the published ones: the slug map says which slug it has, the list says whether
 * it exists. An article with no twin (or whose twin is not published) gets none, so no hreflang points nowhere.
 */
export function publishedTwin(post: PostKey, published: readonly PostKey[]): PostKey | undefined {
  const language: Locale = post.language === 'en' ? 'fr' : 'en';
  const slug = twinArticleSlug(post.slug, post.language);
  return published.find((candidate) => candidate.language === language && candidate.slug === slug);
}
