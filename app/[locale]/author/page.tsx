import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import { BreadcrumbJsonLd } from '@/components/ui/breadcrumbs';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { Eyebrow } from '@/components/ui/eyebrow';
import { PillList } from '@/components/ui/pill-list';
import { SectionHeading } from '@/components/ui/section-heading';
import { pageLocale } from '@/i18n/page-locale';
import { absoluteUrl, metadataFor } from '@/lib/seo/metadata';
import { personJsonLd } from '@/lib/seo/structured-data';
import { siteConfig } from '@/site.config';

export const generateMetadata = metadataFor('AuthorPage', '/author');

const networks = ['linkedin', 'instagram', 'facebook'] as const;

/** The personal author page `/{authorSlug}`: the owner's profile, linked from every article. */
export default async function AuthorPage({ params }: PageProps<'/[locale]/author'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'AuthorPage' });
  const bio = t.raw('bio') as string[];
  const expertise = t.raw('expertise') as string[];
  return (
    <>
      <section className="mx-auto max-w-4xl px-4 pb-20 pt-32">
        <div className="flex flex-col items-start gap-8 sm:flex-row sm:items-center">
          <Image
            src="/about/portrait.svg"
            alt={t('portraitAlt')}
            width={160}
            height={160}
            unoptimized
            priority
            className="size-32 rounded-full ring-4 ring-brand-soft sm:size-40"
          />
          <div>
            <Eyebrow>{t('eyebrow')}</Eyebrow>
            <SectionHeading as="h1" size="page" className="mt-2">
              {siteConfig.ownerName}
            </SectionHeading>
            <p className="mt-2 text-lg font-medium text-ink">
              {siteConfig.jobTitle[locale]} · {siteConfig.address.addressLocality}
            </p>
          </div>
        </div>
        <p className="mt-8 text-lg text-muted">{t('intro')}</p>

        <div className="mt-12 grid gap-10 md:grid-cols-[3fr_2fr]">
          <section aria-labelledby="bio-title">
            <SectionHeading id="bio-title" size="part">
              {t('bioTitle')}
            </SectionHeading>
            <div className="mt-4 space-y-4 text-ink">
              {bio.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </section>
          <Card as="section" aria-labelledby="expertise-title">
            <h2 id="expertise-title" className="text-xl font-bold text-ink">
              {t('expertiseTitle')}
            </h2>
            <PillList items={expertise} className="mt-4" />
          </Card>
        </div>

        <Card as="section" padding="lg" aria-labelledby="articles-title" className="mt-12">
          <SectionHeading id="articles-title" size="part">
            {t('articlesTitle')}
          </SectionHeading>
          <p className="mt-3 text-muted">{t('articlesText')}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <ButtonLink href="/blog">{t('articlesLink')}</ButtonLink>
            <ButtonLink href="/contact" variant="secondary">
              {t('contactLink')}
            </ButtonLink>
          </div>
        </Card>

        <section aria-labelledby="social-title" className="mt-12">
          <SectionHeading id="social-title" size="part">
            {t('socialTitle')}
          </SectionHeading>
          <ul className="mt-4 flex flex-wrap gap-3">
            {networks.map((network) => (
              <li key={network}>
                <a
                  href={siteConfig.socials[network]}
                  target="_blank"
                  rel="me noopener noreferrer"
                  data-social={network}
                  aria-label={t('socialLabel', { network: t(`networks.${network}`) })}
                  className="inline-block rounded-full border border-slate-300 bg-white px-4 py-2 font-medium text-ink hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-brand"
                >
                  {t(`networks.${network}`)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </section>
      <JsonLd
        data={personJsonLd(locale, {
          description: t('description'),
          url: absoluteUrl(locale, '/author'),
          knowsAbout: expertise,
        })}
      />
      <BreadcrumbJsonLd locale={locale} trail={[{ name: siteConfig.ownerName, href: '/author' }]} />
    </>
  );
}
