import { getLocale, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { Section } from '@/components/ui/section';
import { getPriceFormatter } from '@/lib/marketing/prices';
import { expertise } from '@/lib/marketing/services';

/** The expertise section of spec §3: title, description, features, price range and timeline. */
export async function ExpertiseSection({ tone = 'plain' }: { tone?: 'plain' | 'muted' }) {
  const locale = (await getLocale()) as Locale;
  const [t, price] = await Promise.all([getTranslations('Expertise'), getPriceFormatter(locale)]);
  return (
    <Section id="expertise" tone={tone} eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')}>
      <ul className="grid gap-6 md:grid-cols-3">
        {expertise.map((item) => {
          const features = t.raw(`items.${item.id}.features`) as string[];
          return (
            <li key={item.id} className="flex flex-col rounded-2xl border border-slate-200 bg-canvas p-6">
              <h3 className="text-xl font-semibold text-ink">{t(`items.${item.id}.title`)}</h3>
              <p className="mt-2 text-muted">{t(`items.${item.id}.description`)}</p>
              <p className="mt-5 text-sm font-semibold uppercase tracking-wide text-ink">{t('featuresLabel')}</p>
              <ul className="mb-6 mt-2 flex flex-wrap gap-2">
                {features.map((feature) => (
                  <li key={feature} className="rounded-full bg-white px-3 py-1 text-sm text-ink ring-1 ring-slate-200">
                    {feature}
                  </li>
                ))}
              </ul>
              <dl className="mt-auto space-y-2 border-t border-slate-200 pt-5 [&>div]:flex [&>div]:items-baseline [&>div]:justify-between [&>div]:gap-4">
                <div>
                  <dt className="text-sm text-muted">{t('priceLabel')}</dt>
                  <dd className="font-semibold text-ink">{price.range(item.price)}</dd>
                </div>
                <div>
                  <dt className="text-sm text-muted">{t('timelineLabel')}</dt>
                  <dd className="font-semibold text-ink">{t(`items.${item.id}.timeline`)}</dd>
                </div>
              </dl>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
