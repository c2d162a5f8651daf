import type { ReactNode } from 'react';
import { SectionHeading } from '@/components/ui/section-heading';

type PageIntroProps = { eyebrow?: string; h1: string; intro: string; children?: ReactNode };

/** The top of a page: its one h1 and the paragraph that says what the page is for. */
export function PageIntro({ eyebrow, h1, intro, children }: PageIntroProps) {
  return (
    <section className="wrap pb-12 pt-32">
      <SectionHeading as="h1" size="page" eyebrow={eyebrow} intro={intro} className="max-w-3xl">
        {h1}
      </SectionHeading>
      {children}
    </section>
  );
}
