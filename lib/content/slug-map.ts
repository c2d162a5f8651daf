import { routing, type Locale } from '@/i18n/routing';
import type { ArticlePair } from '@/i18n/twins';

/**
 * The 10 articles that exist in both languages, English slug -> their slug in the other languages
 * (docs/behaviour/content.md#slug-map-and-twins).
 */
export const articleSlugMap = {
  'responsive-website-guide-2025': { fr: 'guide-site-web-responsive-2025' },
  'mobile-app-user-experience': { fr: 'experience-utilisateur-application-mobile' },
  'seo-for-react-applications': { fr: 'seo-applications-react' },
  'core-web-vitals-guide': { fr: 'guide-core-web-vitals' },
  'nextjs-app-router-migration': { fr: 'migration-nextjs-app-router' },
  'local-seo-small-business': { fr: 'seo-local-petites-entreprises' },
  'turnkey-website-from-450-euros': { fr: 'site-web-cle-en-main-450-euros' },
  'schema-markup-guide': { fr: 'guide-balisage-schema' },
  'hiring-a-mobile-app-developer': { fr: 'recruter-developpeur-application-mobile' },
  'showcase-website-small-business': { fr: 'site-vitrine-petite-entreprise' },
} satisfies Record<string, Partial<Record<Locale, string>>>;

/** An article's slug in every language the map names. */
const slugsByLanguage = Object.entries(articleSlugMap).map(([defaultSlug, others]): ArticlePair => ({
  [routing.defaultLocale]: defaultSlug,
  ...others,
}));

type PostKey = { slug: string; language: Locale };

/**
 * The articles of the slug map published in two languages or more, each with its published slugs only: an
 * article whose twin is missing or not published has no pair, so neither its hreflang links nor the language
 * switch point nowhere.
 */
export function publishedPairs(published: readonly PostKey[]): ArticlePair[] {
  const keys = new Set(published.map((post) => `${post.language}/${post.slug}`));
  return slugsByLanguage
    .map((slugs) =>
      Object.fromEntries(Object.entries(slugs).filter(([language, slug]) => keys.has(`${language}/${slug}`))),
    )
    .filter((pair) => Object.keys(pair).length > 1);
}
