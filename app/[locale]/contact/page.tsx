import { getTranslations } from 'next-intl/server';
import { ContactFunnel } from '@/components/contact/contact-funnel';
import { DirectContact } from '@/components/contact/direct-contact';
import { PageIntro } from '@/components/page-intro';
import { JsonLd } from '@/components/seo/json-ld';
import { BreadcrumbJsonLd } from '@/components/ui/breadcrumbs';
import { pageLocale } from '@/i18n/page-locale';
import { funnelTexts } from '@/lib/contact/texts';
import { steps } from '@/lib/contact/steps';
import { absoluteUrl, metadataFor } from '@/lib/seo/metadata';
import { contactPageJsonLd } from '@/lib/seo/structured-data';

export const generateMetadata = metadataFor('/contact');

export default async function ContactPage({ params }: PageProps<'/[locale]/contact'>) {
  const locale = await pageLocale(params);
  const [t, texts] = await Promise.all([getTranslations({ locale, namespace: 'ContactPage' }), funnelTexts(locale)]);
  return (
    <>
      <PageIntro h1={t('h1')} intro={t('intro', { count: steps.length })} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 pb-24 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <ContactFunnel locale={locale} texts={texts} />
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
