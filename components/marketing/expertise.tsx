import { getLocale, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { Card, CardTitle } from '@/components/ui/card';
import { Eyebrow } from '@/components/ui/eyebrow';
import { Section } from '@/components/ui/section';
import { getPriceFormatter } from '@/lib/marketing/prices';
import { expertise } from '@/lib/marketing/services';
import { cx } from '@/components/ui/class-names';

/**
 * The expertise section: title, description, features, price range and timeline
 * (docs/behaviour/content.md#marketing-content).
 */
export async function ExpertiseSection({ tone = 'plain' }: { tone?: 'plain' | 'muted' }) {
  const locale = (await getLocale()) as Locale;
  const [t, price] = await Promise.all([getTranslations('Expertise'), getPriceFormatter(locale)]);
  return (
    <Section
      id="expertise"
      tone={tone}
      eyebrow={t('eyebrow')}
      title={t('title')}
      intro={t('intro', { count: expertise.length })}
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {expertise.map((item) => {
          const features = t.raw(`items.${item.id}.features`) as string[];
          return (
            <Card as="li" key={item.id} band={tone} className="flex flex-col">
              <CardTitle>{t(`items.${item.id}.title`)}</CardTitle>
              <p className="mt-2 text-muted">{t(`items.${item.id}.description`)}</p>
              <Eyebrow size="sm" tone="ink" className="mt-5">
                {t('featuresLabel')}
              </Eyebrow>
              <ul className="mb-6 mt-2 flex flex-wrap gap-2">
                {features.map((feature) => (
                  <li key={feature} className="rounded-full bg-white px-3 py-1 text-sm text-ink ring-1 ring-slate-200">
                    {feature}
                  </li>
                ))}
              </ul>
              <dl
                className={cx(
                  'mt-auto space-y-2 border-t border-slate-200 pt-5',
                  '[&>div]:flex [&>div]:items-baseline [&>div]:justify-between [&>div]:gap-4',
                )}
              >
                <div>
                  <dt className="text-sm text-muted">{t('priceLabel')}</dt>
                  <dd className="font-semibold text-ink">{price.range(item.price)}</dd>
                </div>
                <div>
                  <dt className="text-sm text-muted">{t('timelineLabel')}</dt>
                  <dd className="font-semibold text-ink">{t(`items.${item.id}.timeline`)}</dd>
                </div>
              </dl>
            </Card>
          );
        })}
      </ul>
    </Section>
  );
}
