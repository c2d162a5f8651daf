import type { Pathname } from './routing';

/**
 * Pages whose query picks one of a few versions (docs/behaviour/pages-and-routes.md#success-screens): each is
 * prerendered at `/<locale><page>/variants/<name>` and reached by a fallback rewrite on its query (i18n/rewrites.ts).
 * The first version whose query the URL holds wins; the last, with no query, is the page for any other query.
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
} as const satisfies Partial<Record<Pathname, readonly { name: string; query: Record<string, string> }[]>>;

type VariantPage = keyof typeof queryVariants;
export type VariantName<Page extends VariantPage> = (typeof queryVariants)[Page][number]['name'];

/** `generateStaticParams` of a page's versions. */
export const variantParams = (page: VariantPage) => queryVariants[page].map(({ name }) => ({ variant: name }));

/** The page and query an internal version path stands for (`/success/variants/whatsapp`: `/success`, `type=whatsapp`). */
export function variantAt(path: string): { page: VariantPage; query: Record<string, string> } | undefined {
  const [, page, name] = /^(.*)\/variants\/([^/]+)$/.exec(path) ?? [];
  const found = queryVariants[page as VariantPage]?.find((variant) => variant.name === name);
  return found && { page: page as VariantPage, query: found.query };
}
