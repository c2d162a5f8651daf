import { getLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { BreadcrumbJsonLd } from '@/components/ui/breadcrumbs';
import { SectionHeading } from '@/components/ui/section-heading';
import type { Locale } from '@/i18n/routing';
import type { Href } from '@/lib/seo/metadata';

type PageIntroProps = { eyebrow?: string; h1: string; intro: string; href?: Href; children?: ReactNode };

/**
 * The top of a page: its one h1 and the paragraph that says what the page is for. With the page's `href`, the
 * trail home → this page (named by its h1) as BreadcrumbList data.
 */
export async function PageIntro({ eyebrow, h1, intro, href, children }: PageIntroProps) {
  return (
    <section className="wrap pb-12 pt-32">
      <SectionHeading as="h1" size="page" eyebrow={eyebrow} intro={intro} className="max-w-3xl">
        {h1}
      </SectionHeading>
      {children}
      {href ? <BreadcrumbJsonLd locale={(await getLocale()) as Locale} trail={[{ name: h1, href }]} /> : null}
    </section>
  );
}
