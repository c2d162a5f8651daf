import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getPriceFormatter } from '@/lib/marketing/prices';
import { serviceById, type ServiceId } from '@/lib/marketing/services';
import { textLinkClass } from '@/components/ui/button-class';
import { Card, CardTitle } from '@/components/ui/card';
import { Eyebrow } from '@/components/ui/eyebrow';

/** Services with their price range from site.config and a note for this page, each linking to its card on /services. */
export async function ServicePrices({
  locale,
  items,
}: {
  locale: Locale;
  items: readonly { service: ServiceId; text: string }[];
}) {
  const [t, price] = await Promise.all([getTranslations({ locale, namespace: 'Services' }), getPriceFormatter(locale)]);
  return (
    <ul className={`grid gap-6 ${items.length === 2 ? 'md:grid-cols-2' : 'md:grid-cols-3'}`}>
      {items.map(({ service: id, text }) => (
        <Card as="li" key={id} className="flex flex-col">
          <CardTitle>{t(`items.${id}.title`)}</CardTitle>
          <p className="mt-2 flex-1 text-muted">{text}</p>
          <Eyebrow size="sm" tone="muted" className="mt-5">
            {t('priceLabel')}
          </Eyebrow>
          <p className="mt-1 text-2xl font-bold text-brand">{price.range(serviceById[id].price)}</p>
          <Link
            href={{ pathname: '/services', hash: id }}
            data-service={id}
            className={`mt-5 inline-flex items-center gap-1 ${textLinkClass}`}
          >
            {t('overviewLink')}
            <span className="sr-only"> ({t(`items.${id}.title`)})</span>
            <span aria-hidden="true">→</span>
          </Link>
        </Card>
      ))}
    </ul>
  );
}
