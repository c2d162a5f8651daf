import { getTranslations } from 'next-intl/server';
import { CheckBlocks, ClaimsGrid } from '@/components/marketing/benefits';
import { CtaBanner } from '@/components/marketing/cta-banner';
import { ProseSection } from '@/components/places/place-sections';
import { JsonLd } from '@/components/seo/json-ld';
import { BreadcrumbJsonLd } from '@/components/ui/breadcrumbs';
import { textLinkClass } from '@/components/ui/button-class';
import { Card, CardTitle } from '@/components/ui/card';
import { PillList } from '@/components/ui/pill-list';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { StaticImage } from '@/components/ui/static-image';
import { TextCards } from '@/components/ui/text-cards';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/i18n/page-locale';
import { absoluteUrl, metadataFor } from '@/lib/seo/metadata';
import { personJsonLd } from '@/lib/seo/structured-data';

export const generateMetadata = metadataFor('/about');

export default async function AboutPage({ params }: PageProps<'/[locale]/about'>) {
  const locale = await pageLocale(params);
  const [t, author] = await Promise.all([
    getTranslations({ locale, namespace: 'AboutPage' }),
    getTranslations({ locale, namespace: 'AuthorPage' }),
  ]);
  const skills: { group: string; items: string[] }[] = t.raw('skills');
  return (
    <>
      <section className="wrap grid items-center gap-10 pb-12 pt-32 md:grid-cols-[3fr_2fr]">
        <div>
          <SectionHeading as="h1" size="page" eyebrow={t('eyebrow')} intro={t('intro')}>
            {t('h1')}
          </SectionHeading>
        </div>
        <StaticImage
          src="/about/portrait.svg"
          alt={t('portraitAlt')}
          width={480}
          height={480}
          priority
          className="mx-auto w-full max-w-sm rounded-3xl"
        />
      </section>
      <ProseSection id="story" title={t('storyTitle')} paragraphs={t.raw('story')} />
      <Section id="values" tone="muted" title={t('valuesTitle')}>
        <TextCards band="muted" items={t.raw('values')} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" />
      </Section>
      <Section id="skills" title={t('skillsTitle')}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {skills.map((skill) => (
            <Card as="li" key={skill.group}>
              <CardTitle size="md">{skill.group}</CardTitle>
              <PillList items={skill.items} className="mt-3" />
            </Card>
          ))}
        </ul>
      </Section>
      <Section id="method" tone="muted" title={t('methodTitle')}>
        <CheckBlocks as="ol" items={t.raw('method')} className="grid gap-8 sm:grid-cols-2" />
      </Section>
      <Section id="numbers" title={t('numbersTitle')}>
        <ClaimsGrid />
        <Link href="/author" className={`mt-8 inline-block ${textLinkClass}`}>
          {t('authorLink')} →
        </Link>
      </Section>
      <CtaBanner />
      <JsonLd
        data={personJsonLd(locale, {
          description: author('description'),
          url: absoluteUrl(locale, '/author'),
          knowsAbout: author.raw('expertise'),
        })}
      />
      <BreadcrumbJsonLd locale={locale} trail={[{ name: t('h1'), href: '/about' }]} />
    </>
  );
}
