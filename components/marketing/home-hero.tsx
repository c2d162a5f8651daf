import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Hero3D } from '@/components/experience/hero-3d';
import { ButtonLink } from '@/components/ui/button-link';
import { cardClass } from '@/components/ui/card';
import { CheckList } from '@/components/ui/check-list';
import { Hero } from '@/components/ui/hero';

/** The home hero: the promise (free quote, reply within 24 h), two calls to action, and the picture. */
export async function HomeHero({ headingLevel: Heading = 'h1' }: { headingLevel?: 'h1' | 'h2' }) {
  const [t, scene] = await Promise.all([getTranslations('HomePage'), getTranslations('HeroScene')]);
  return (
    <Hero className="gap-12 md:pt-36 lg:grid-cols-2">
      <div>
        <p className="inline-flex items-center gap-2 rounded-full border border-slate-200 bg-white px-3 py-1 text-sm font-medium text-ink">
          <span className="size-2 rounded-full bg-emerald-500" aria-hidden="true" />
          {t('availability')}
        </p>
        <p className="eyebrow mt-6 text-brand">{t('eyebrow')}</p>
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
          items={t.raw('promises')}
          mark="text"
          className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-ink"
        />
      </div>
      <HeroVisual>
        <Hero3D startLabel={scene('start')} pauseLabel={scene('pause')} />
      </HeroVisual>
    </Hero>
  );
}

/** A decorative card floating over the picture, placed by `className`. */
function FloatingCard({ className, children }: { className: string; children: ReactNode }) {
  return (
    <div aria-hidden="true" className={`${cardClass({ padding: 'none' })} absolute ${className}`}>
      {children}
    </div>
  );
}

/**
 * The static picture of the hero: a browser window and a phone drawn in CSS, in the theme's colours. It is complete
 * on its own (and the page's largest paint); `children` go between the glow and the picture, where the 3D scene
 * mounts once the page is idle. Each piece of the picture is decorative.
 */
function HeroVisual({ children }: { children: ReactNode }) {
  return (
    <div data-hero-visual="" className="relative mx-auto aspect-[5/4] w-full max-w-lg select-none">
      <div aria-hidden="true" className="absolute inset-[6%] rounded-full bg-brand-soft blur-2xl" />
      {children}
      <FloatingCard className="left-0 top-[8%] w-[82%] rotate-[-2deg] overflow-hidden shadow-xl shadow-slate-900/10">
        <div className="flex items-center gap-1.5 border-b border-slate-100 px-4 py-3">
          {[1, 2, 3].map((dot) => (
            <span key={dot} className="size-2.5 rounded-full bg-slate-300" />
          ))}
          <span className="ml-3 h-2.5 flex-1 rounded-full bg-slate-100" />
        </div>
        <div className="space-y-4 p-5">
          <div className="flex items-center justify-between">
            <span className="h-3 w-16 rounded-full bg-brand" />
            <span className="flex gap-2">
              {[1, 2, 3].map((link) => (
                <span key={link} className="h-2 w-8 rounded-full bg-slate-200" />
              ))}
            </span>
          </div>
          <div className="grid grid-cols-5 gap-4">
            <div className="col-span-3 space-y-2.5 pt-2">
              <span className="block h-4 w-full rounded-full bg-ink/80" />
              <span className="block h-4 w-4/5 rounded-full bg-ink/80" />
              <span className="block h-2 w-full rounded-full bg-slate-200" />
              <span className="block h-2 w-3/4 rounded-full bg-slate-200" />
              <span className="mt-3 block h-6 w-24 rounded-full bg-brand" />
            </div>
            <div className="col-span-2 rounded-xl bg-gradient-to-br from-brand to-brand-strong" />
          </div>
          <div className="grid grid-cols-3 gap-3">
            <span className="h-14 rounded-lg bg-brand-soft" />
            <span className="h-14 rounded-lg bg-slate-100" />
            <span className="h-14 rounded-lg bg-brand-soft" />
          </div>
        </div>
      </FloatingCard>
      <div
        aria-hidden="true"
        className="absolute bottom-0 right-[2%] w-[34%] rotate-[4deg] rounded-[1.75rem] border-4 border-ink bg-white p-2 shadow-2xl shadow-slate-900/20"
      >
        <div className="mx-auto mb-2 h-1.5 w-10 rounded-full bg-ink" />
        <div className="space-y-2 rounded-2xl bg-canvas p-2.5">
          <span className="block h-16 rounded-xl bg-gradient-to-br from-brand to-brand-strong" />
          <span className="block h-2 w-4/5 rounded-full bg-ink/70" />
          <span className="block h-2 w-3/5 rounded-full bg-slate-200" />
          <span className="flex gap-1.5 pt-1">
            <span className="h-8 flex-1 rounded-lg bg-brand-soft" />
            <span className="h-8 flex-1 rounded-lg bg-white ring-1 ring-slate-200" />
          </span>
          <span className="block h-5 rounded-full bg-brand" />
        </div>
      </div>
      <FloatingCard className="bottom-[6%] left-[4%] flex items-center gap-2 px-4 py-3 shadow-lg shadow-slate-900/10">
        <span className="inline-flex size-8 items-center justify-center rounded-full bg-brand text-white">
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.5} className="size-4">
            <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
        <span className="space-y-1.5">
          <span className="block h-2 w-20 rounded-full bg-ink/70" />
          <span className="block h-2 w-14 rounded-full bg-slate-200" />
        </span>
      </FloatingCard>
    </div>
  );
}
