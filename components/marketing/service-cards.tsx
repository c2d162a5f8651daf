import { getLocale, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { Eyebrow } from '@/components/ui/eyebrow';
import { getPriceFormatter } from '@/lib/marketing/prices';
import { services } from '@/lib/marketing/services';
import { ServiceAdviceCard } from './service-advice-card';
import { CheckList } from '@/components/ui/check-list';

/**
 * The five service cards: title, description, benefits, prices and why, guarantee
 * (docs/behaviour/content.md#marketing-content).
 */
export async function ServiceCards() {
  const locale = (await getLocale()) as Locale;
  const [t, price] = await Promise.all([getTranslations('Services'), getPriceFormatter(locale)]);
  return (
    <ul className="grid gap-6 lg:grid-cols-2">
      {services.map((service) => {
        const title = t(`items.${service.id}.title`);
        const benefits = t.raw(`items.${service.id}.benefits`) as string[];
        return (
          <li key={service.id} id={service.id} className="scroll-mt-24">
            <Card as="article" padding="lg" aria-labelledby={`${service.id}-title`} className="flex h-full flex-col">
              <h3 id={`${service.id}-title`} className="text-2xl font-bold text-ink">
                {title}
              </h3>
              <p className="mt-3 text-muted">{t(`items.${service.id}.description`)}</p>
              <Eyebrow as="h4" size="sm" tone="ink" className="mt-6">
                {t('benefitsLabel')}
              </Eyebrow>
              <CheckList items={benefits} className="mt-3 space-y-2" itemClassName="flex gap-2 text-ink" />
              <dl className="mt-6 space-y-4 rounded-xl bg-canvas p-5">
                <div>
                  <Eyebrow as="dt" size="sm" tone="muted">
                    {t('priceLabel')}
                  </Eyebrow>
                  <dd className="mt-1 text-2xl font-bold text-brand">{price.range(service.price)}</dd>
                  <dd className="mt-2 text-sm text-muted">{t(`items.${service.id}.priceJustification`)}</dd>
                </div>
                <div>
                  <Eyebrow as="dt" size="sm" tone="muted">
                    {t('guaranteeLabel')}
                  </Eyebrow>
                  <dd className="mt-1 text-ink">{t(`items.${service.id}.guarantee`)}</dd>
                </div>
              </dl>
              <div className="mt-6 flex flex-1 items-end">
                <ButtonLink href="/contact" data-service={service.id}>
                  {t('cta')}
                  <span className="sr-only"> ({title})</span>
                </ButtonLink>
              </div>
            </Card>
          </li>
        );
      })}
      <li>
        <ServiceAdviceCard />
      </li>
    </ul>
  );
}
