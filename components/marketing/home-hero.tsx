import { getTranslations } from 'next-intl/server';
import { Hero3D } from '@/components/experience/hero-3d';
import { ButtonLink } from '@/components/ui/button-link';
import { Eyebrow } from '@/components/ui/eyebrow';
import { Hero } from '@/components/ui/hero';
import { HeroVisual } from './hero-visual';
import { CheckList } from '@/components/ui/check-list';
import { cx } from '@/components/ui/class-names';

/** The home hero: the promise (free quote, reply within 24 h), two calls to action, and the visual. */
export async function HomeHero({ headingLevel = 'h1' }: { headingLevel?: 'h1' | 'h2' }) {
  const t = await getTranslations('HomePage');
  const scene = await getTranslations('HeroScene');
  const Heading = headingLevel;
  const promises = t.raw('promises') as string[];
  return (
    <Hero className="gap-12 md:pt-36 lg:grid-cols-2">
      <div>
        <p
          className={cx(
            'inline-flex items-center gap-2 rounded-full border',
            'border-slate-200 bg-white px-3 py-1 text-sm font-medium text-ink',
          )}
        >
          <span className="size-2 rounded-full bg-emerald-500" aria-hidden="true" />
          {t('availability')}
        </p>
        <Eyebrow className="mt-6">{t('eyebrow')}</Eyebrow>
        {/* 34 px on phones, not 36: at 390 px the French heading's lines then keep some 6 % to spare, so Inter and its
            stand-in break them alike (docs/behaviour/experience.md#typeface). */}
        <Heading className="mt-3 text-[2.125rem]/10 font-bold tracking-tight text-ink sm:text-5xl lg:text-6xl">
          {t('h1')}
        </Heading>
        <p className="mt-6 max-w-xl text-lg text-muted">{t('intro')}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink href="/contact">{t('primaryCta')}</ButtonLink>
          <ButtonLink href="/portfolio" variant="secondary">
            {t('secondaryCta')}
          </ButtonLink>
        </div>
        <CheckList
          items={promises}
          mark="text"
          className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-ink"
          itemClassName="flex items-center gap-2"
        />
      </div>
      <HeroVisual>
        <Hero3D startLabel={scene('start')} pauseLabel={scene('pause')} />
      </HeroVisual>
    </Hero>
  );
}
