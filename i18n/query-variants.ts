import type { Pathname } from './routing';

type Variant = { name: string; query: Readonly<Record<string, string>> };

/**
 * Pages whose query picks one of a few versions of the page (docs/behaviour/pages-and-routes.md#success-screens):
 * each version is prerendered at `/<locale><page>/variants/<name>` and reached by a static rewrite on its query
 * (`variantRewrites` in ./rewrites.ts), so no query costs a render. The first version whose query the URL holds wins;
 * the last, with no query, is the page for any other query.
 */
export const queryVariants = {
  '/success': [
    { name: 'whatsapp', query: { type: 'whatsapp' } },
    { name: 'received', query: { request: 'received' } },
    { name: 'unacknowledged', query: { confirmation: 'unsent' } },
    { name: 'sent', query: {} },
  ],
  '/contact/email-success': [
    { name: 'received', query: { request: 'received' } },
    { name: 'unacknowledged', query: { confirmation: 'unsent' } },
    { name: 'sent', query: {} },
  ],
} as const satisfies Partial<Record<Pathname, readonly Variant[]>>;

export type VariantPage = keyof typeof queryVariants;
export type VariantName<Page extends VariantPage> = (typeof queryVariants)[Page][number]['name'];

/** The segment under a page that holds its prerendered versions. */
export const VARIANTS_SEGMENT = 'variants';

/** A version's params for `generateStaticParams`, one per version of the page. */
export function variantParams(page: VariantPage): { variant: string }[] {
  return queryVariants[page].map(({ name }) => ({ variant: name }));
}

/** The page and the query an internal version path stands for (`/success/variants/whatsapp` -> `/success`, `type=whatsapp`). */
export function variantAt(path: string): { page: VariantPage; query: Readonly<Record<string, string>> } | undefined {
  const marker = path.lastIndexOf(`/${VARIANTS_SEGMENT}/`);
  if (marker === -1) return undefined;
  const page = path.slice(0, marker) as VariantPage;
  const name = path.slice(marker + VARIANTS_SEGMENT.length + 2);
  const found = (queryVariants[page] as readonly Variant[] | undefined)?.find((variant) => variant.name === name);
  return found && { page, query: found.query };
}
