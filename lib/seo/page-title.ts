import { getTranslations } from 'next-intl/server';
import type { Page } from '@/i18n/paths';
import { landingPaths, type Locale } from '@/i18n/routing';
import { withoutEditMarks, type Post } from '@/lib/content';
import { getCityCopy, getLandingCopy } from '@/lib/places/copy';
import type { LandingId } from '@/lib/places/schema';
import { findCity } from '@/site.config';

/** The pages with fixed text, and the message namespace whose `title` and `description` describe each. */
const pageNamespaces = {
  '/': 'HomePage',
  '/services': 'ServicesPage',
  '/portfolio': 'PortfolioPage',
  '/blog': 'BlogPage',
  '/about': 'AboutPage',
  '/author': 'AuthorPage',
  '/contact': 'ContactPage',
  '/success': 'SuccessPage',
  '/contact/email-success': 'EmailSuccessPage',
  '/contact/whatsapp-success': 'WhatsappSuccessPage',
  '/privacy-policy': 'PrivacyPage',
  '/legal-mentions': 'LegalPage',
  '/cookie-settings': 'CookieSettingsPage',
  '/accessibility': 'AccessibilityPage',
  '/cities': 'CitiesPage',
  '/test-benefits': 'TestBenefitsPage',
  '/test-sections': 'TestSectionsPage',
  '/offline': 'OfflinePage',
  '/newsletter': 'NewsletterPage',
  '/newsletter/confirm': 'NewsletterConfirmPage',
} as const;

export type FixedPage = keyof typeof pageNamespaces;

/** A fixed page's title and description in a language. */
export async function fixedPageText(locale: Locale, page: FixedPage) {
  const t = await getTranslations({ locale, namespace: pageNamespaces[page] });
  return { title: t('title'), description: t('description') };
}

/** What an article shows search engines and social networks: its search fields when set, else its title and excerpt. */
export function articleSearchText(post: Pick<Post, 'title' | 'excerpt' | 'seo'>) {
  return withoutEditMarks({ title: post.seo?.title ?? post.title, description: post.seo?.description ?? post.excerpt });
}

/** A page's title in a language, as its metadata gives it, but an article's; `undefined` for a page that does not exist. */
export async function pageTitle(locale: Locale, { internal, params }: Page): Promise<string | undefined> {
  if (internal in pageNamespaces) return (await fixedPageText(locale, internal as FixedPage)).title;
  if (internal in landingPaths) return (await getLandingCopy(locale, internal.slice(1) as LandingId)).title;
  if (internal === '/web-developer/[city]') {
    const city = findCity(params.city);
    return city && (await getCityCopy(locale, city.slug)).title;
  }
  return undefined;
}
