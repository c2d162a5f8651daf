import type { ReactNode } from 'react';
import { Hero } from '@/components/ui/hero';
import { SectionHeading } from '@/components/ui/section-heading';

type PlaceHeroProps = {
  breadcrumbs: ReactNode;
  eyebrow: string;
  h1: string;
  intro: string;
  /** The calls to action under the intro. */
  actions: ReactNode;
  /** The "at a glance" card beside the text. */
  aside: ReactNode;
};

/** The top of the city hub, a city page or an SEO landing page: trail, h1, promise, actions and key facts. */
export function PlaceHero({ breadcrumbs, eyebrow, h1, intro, actions, aside }: PlaceHeroProps) {
  return (
    <Hero className="gap-10 md:pt-32 lg:grid-cols-[3fr_2fr]">
      <div>
        {breadcrumbs}
        <SectionHeading as="h1" size="page" eyebrow={eyebrow} intro={intro}>
          {h1}
        </SectionHeading>
        <div className="mt-8 flex flex-wrap gap-3">{actions}</div>
      </div>
      {aside}
    </Hero>
  );
}
