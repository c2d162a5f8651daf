import { defineDocuments, defineLocations, presentationTool } from 'sanity/presentation';
import { languageName } from '@/i18n/languages';
import { externalTemplate, getPathname, withLocalePrefix } from '@/i18n/paths';
import { isLocale, routing, type Locale } from '@/i18n/routing';

/** The article route in each language, as the Presentation tool matches it: `/blog/:slug`, `/fr/blog/:slug`. */
const articleRoutes = routing.locales.map((locale) => ({
  locale,
  route: withLocalePrefix(locale, externalTemplate('/blog/[slug]', locale).replace('[slug]', ':slug')),
}));

/**
 * The studio's Presentation tool: the site in a frame beside the document, in draft mode (started through the
 * signed `/api/draft-mode/enable`), with the article a page shows opened beside it and, for each article, the
 * pages that show it in its language.
 */
export const presentation = presentationTool({
  previewUrl: { previewMode: { enable: '/api/draft-mode/enable' } },
  resolve: {
    mainDocuments: defineDocuments(
      articleRoutes.map(({ locale, route }) => ({
        route,
        filter: `_type == "post" && slug.current == $slug && language == "${locale}"`,
      })),
    ),
    locations: {
      post: defineLocations({
        select: { title: 'title', slug: 'slug.current', language: 'language' },
        resolve: (post) => {
          if (!post?.slug || !isLocale(post.language)) return null;
          const locale: Locale = post.language;
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
