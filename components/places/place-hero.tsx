import type { ReactNode } from 'react';

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
    <section data-section="hero" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-[32rem] bg-gradient-to-b from-brand-soft/70 to-transparent"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-10 px-4 pb-12 pt-28 md:pt-32 lg:grid-cols-[3fr_2fr]">
        <div>
          {breadcrumbs}
          <p className="font-semibold uppercase tracking-wide text-brand">{eyebrow}</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-ink md:text-5xl">{h1}</h1>
          <p className="mt-6 max-w-2xl text-lg text-muted">{intro}</p>
          <div className="mt-8 flex flex-wrap gap-3">{actions}</div>
        </div>
        {aside}
      </div>
    </section>
  );
}
