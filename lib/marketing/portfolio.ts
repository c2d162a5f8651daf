/**
 * The portfolio (docs/behaviour/content.md#portfolio): ids, categories and images; the text lives in the `Portfolio`
 * messages.
 */
export const portfolioCategories = ['web', 'ecommerce', 'mobile', 'design'] as const;
export type PortfolioCategory = (typeof portfolioCategories)[number];

export const projects = [
  { id: 'bistro-marais', category: 'web', featured: true },
  { id: 'ceramic-shop', category: 'ecommerce', featured: true },
  { id: 'physio-app', category: 'mobile', featured: true },
  { id: 'law-firm', category: 'web', featured: false },
  { id: 'deli-click-collect', category: 'ecommerce', featured: false },
  { id: 'coach-app', category: 'mobile', featured: false },
  { id: 'real-estate-ux', category: 'design', featured: false },
  { id: 'logistics-dashboard', category: 'design', featured: false },
] as const satisfies readonly { id: string; category: PortfolioCategory; featured: boolean }[];

export type Project = (typeof projects)[number];

/** The `?category=` filter: anything unknown (or absent) shows every project. */
export function parseCategory(value: string | string[] | undefined): PortfolioCategory | undefined {
  return portfolioCategories.find((category) => category === value);
}
