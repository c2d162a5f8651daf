import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { categoryTitle } from '@/lib/content/categories';
import type { CategorySummary } from '@/lib/content/schemas';

/** A post's categories as small links to the blog list filtered by each. */
export function CategoryLinks({ categories, locale }: { categories: readonly CategorySummary[]; locale: Locale }) {
  if (categories.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {categories.map((category) => (
        <li key={category._id}>
          <Link
            href={{ pathname: '/blog', query: { category: category.slug } }}
            className="relative z-10 rounded-full bg-brand-soft px-3 py-1 text-xs font-semibold text-brand-strong hover:bg-brand hover:text-white focus-visible:outline-2 focus-visible:outline-brand"
          >
            {categoryTitle(category, locale)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
