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
          <Link href={{ pathname: '/blog', query: { category: category.slug } }} className="tag-link">
            {categoryTitle(category, locale)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
