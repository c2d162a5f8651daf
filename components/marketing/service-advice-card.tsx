import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';
import { CardTitle } from '@/components/ui/card';

/** Closes a grid of services for visitors who don't know which one they need yet. */
export async function ServiceAdviceCard() {
  const t = await getTranslations('HomePage');
  return (
    <div className="flex h-full flex-col justify-center rounded-2xl bg-brand-soft/60 p-6 md:p-8">
      <CardTitle>{t('servicesHelpTitle')}</CardTitle>
      <p className="mt-2 text-ink">{t('servicesHelpText')}</p>
      <div className="mt-5">
        <ButtonLink href="/contact">{t('servicesHelpCta')}</ButtonLink>
      </div>
    </div>
  );
}
