import { pageLocale } from '@/i18n/page-locale';
import { BlogView, blogListMetadata } from './blog-list';

// Prerendered, refreshed in the background (and on the content webhook). A filtered or searched URL
// (`/blog?tag=seo`) is answered by a page under views/, where proxy.ts rewrites it.
export const revalidate = 3600;

export function generateMetadata({ params }: PageProps<'/[locale]/blog'>) {
  return blogListMetadata(params, false);
}

export default async function BlogPage({ params }: PageProps<'/[locale]/blog'>) {
  return <BlogView locale={await pageLocale(params)} />;
}
