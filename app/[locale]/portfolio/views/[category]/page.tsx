import { portfolioCategories } from '@/lib/marketing/portfolio';

/** `/portfolio?category=mobile`, prerendered per category (proxy.ts rewrites the URL here). */
export { default, generateMetadata } from '../../page';

export const dynamicParams = false;

export function generateStaticParams() {
  return portfolioCategories.map((category) => ({ category }));
}
