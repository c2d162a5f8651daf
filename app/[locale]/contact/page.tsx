import { getFormatter, getMessages, getTranslations } from 'next-intl/server';
import { ContactFunnel } from '@/components/contact/contact-funnel';
import { DirectContact } from '@/components/contact/direct-contact';
import { PageIntro } from '@/components/page-intro';
import { JsonLd } from '@/components/seo/json-ld';
import { BreadcrumbJsonLd } from '@/components/ui/breadcrumbs';
import { metadataFor, pageLocale } from '@/lib/i18n/page';
import { absoluteUrl } from '@/lib/seo/metadata';
import { contactPageJsonLd } from '@/lib/seo/structured-data';
import { siteConfig } from '@/site.config';

export const generateMetadata = metadataFor('ContactPage', '/contact');

export default async function ContactPage({ params }: PageProps<'/[locale]/contact'>) {
  const locale = await pageLocale(params);
  const [t, tFunnel, format, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'ContactPage' }),
    getTranslations({ locale, namespace: 'ContactFunnel' }),
    getFormatter({ locale }),
    getMessages({ locale }),
  ]);
  const euros = (amount: number) =>
    format.number(amount, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  return (
    <>
      <PageIntro h1={t('h1')} intro={t('intro')} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 pb-24 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <ContactFunnel
            locale={locale}
            texts={messages.ContactFunnel}
            errors={messages.ContactErrors}
            budgetHints={{
              website: tFunnel('budget.websiteHint', { min: euros(siteConfig.prices.website.min) }),
              app: tFunnel('budget.appHint', { min: euros(siteConfig.prices.mobileApp.min) }),
            }}
          />
        </div>
        <DirectContact locale={locale} />
      </div>
      <JsonLd
        data={contactPageJsonLd({
          locale,
          name: t('title'),
          description: t('description'),
          url: absoluteUrl(locale, '/contact'),
        })}
      />
      <BreadcrumbJsonLd locale={locale} trail={[{ name: t('h1'), href: '/contact' }]} />
    </>
  );
}
