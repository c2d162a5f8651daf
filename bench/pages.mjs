/**
 * The pages the bench measures, one of each kind, in each language (the default one first). `contact` marks the
 * page whose JavaScript budget is the contact funnel's (docs/measurements.md#targets: +45 KiB above the bare page, +25 KiB elsewhere).
 */
export const pageKinds = [
  { key: 'home', label: 'home', paths: { en: '/', fr: '/fr' } },
  { key: 'services', label: 'services', paths: { en: '/services', fr: '/fr/services' } },
  { key: 'city', label: 'city: Lyon', paths: { en: '/web-developer/lyon', fr: '/fr/developpeur-web/lyon' } },
  { key: 'landing', label: 'landing page', paths: { en: '/web-developer-france', fr: '/fr/developpeur-web-france' } },
  { key: 'portfolio', label: 'portfolio', paths: { en: '/portfolio', fr: '/fr/portfolio' } },
  { key: 'about', label: 'about', paths: { en: '/about', fr: '/fr/a-propos' } },
  { key: 'blog', label: 'blog list', paths: { en: '/blog', fr: '/fr/blog' } },
  {
    key: 'article',
    label: 'article',
    paths: { en: '/blog/core-web-vitals-guide', fr: '/fr/blog/guide-core-web-vitals' },
  },
  { key: 'contact', label: 'contact', paths: { en: '/contact', fr: '/fr/contact' }, contact: true },
];

/** An address no route claims, which answers the not-found page of its language (`npm run bench:dev` only). */
export const notFoundKind = {
  key: 'not-found',
  label: 'not found',
  paths: { en: '/no-such-page', fr: '/fr/no-such-page' },
};

/**
 * The pages of the chosen kinds in both languages, then the same pages with each variant's query string
 * (a feature flag of lib/flags.ts turned on or off), so a feature's cost reads as the difference of two rows.
 */
export function pagesToMeasure(kinds, variants) {
  const pages = kinds.flatMap((kind) =>
    Object.entries(kind.paths).map(([language, path]) => ({
      label: `${kind.label} (${language.toUpperCase()})`,
      path,
      contact: Boolean(kind.contact),
    })),
  );
  const variantPages = variants.flatMap((query) =>
    pages.map((page) => ({ ...page, path: `${page.path}?${query}`, variant: query })),
  );
  return [...pages, ...variantPages];
}
