import { getLocale, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { Card, CardTitle } from '@/components/ui/card';
import { Eyebrow } from '@/components/ui/eyebrow';
import { Section } from '@/components/ui/section';
import { CheckList } from '@/components/ui/check-list';
import { getPriceFormatter } from '@/lib/marketing/prices';
import { siteConfig } from '@/site.config';

type ProcessStep = {
  number: string;
  title: string;
  description: string;
  deliverables: string[];
};

/**
 * The four steps of a project (docs/behaviour/content.md#marketing-content): their words from the `Process`
 * messages namespace, their durations from site.config, one per step.
 */
export async function ProcessSteps({ id = 'process', tone = 'plain' }: { id?: string; tone?: 'plain' | 'muted' }) {
  const locale = (await getLocale()) as Locale;
  const [t, figures] = await Promise.all([getTranslations('Process'), getPriceFormatter(locale)]);
  const steps = t.raw('steps') as ProcessStep[];
  if (steps.length !== siteConfig.processWeeks.length)
    throw new Error('Each process step of messages/*.json needs its duration in site.config (processWeeks)');
  return (
    <Section id={id} tone={tone} eyebrow={t('eyebrow')} title={t('title')} intro={t('intro', { count: steps.length })}>
      <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, index) => (
          <Card as="li" key={step.number} band={tone} className="flex flex-col">
            <div className="flex items-center justify-between gap-3">
              <span aria-hidden="true" className="text-3xl font-bold text-brand">
                {step.number}
              </span>
              <span className="pill font-semibold">
                <span className="sr-only">{t('durationLabel')} </span>
                {figures.weeks(siteConfig.processWeeks[index])}
              </span>
            </div>
            <CardTitle className="mt-4">
              <span className="sr-only">{t('stepLabel', { number: step.number })} </span>
              {step.title}
            </CardTitle>
            <p className="mt-2 text-muted">{step.description}</p>
            <Eyebrow size="sm" tone="ink" className="mt-5">
              {t('deliverablesLabel')}
            </Eyebrow>
            <CheckList items={step.deliverables} mark="text" className="mt-2 space-y-1.5 text-sm text-muted" />
          </Card>
        ))}
      </ol>
      <p className="mt-8 max-w-3xl text-muted">{t('note')}</p>
    </Section>
  );
}
