import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';

/** The closing call to action of a page: free quote first, portfolio second; a city or the hub words it its way. */
export async function CtaBanner({ title, text }: { title?: string; text?: string }) {
  const t = await getTranslations('CtaBanner');
  return (
    <section id="cta" data-section="cta" aria-labelledby="cta-title" className="band">
      <div data-reveal="" className="cta-panel">
        <div className="relative max-w-2xl">
          <h2 id="cta-title" className="text-3xl font-bold tracking-tight md:text-4xl">
            {title ?? t('title')}
          </h2>
          <p className="mt-4 text-lg text-white/90">{text ?? t('text')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink href="/contact" variant="inverse">
              {t('primary')}
            </ButtonLink>
            <ButtonLink href="/portfolio" variant="inverse-outline">
              {t('secondary')}
            </ButtonLink>
          </div>
          <p className="mt-6 text-sm text-white/80">{t('reassurance')}</p>
        </div>
      </div>
    </section>
  );
}
