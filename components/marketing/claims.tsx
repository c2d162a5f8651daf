import { getTranslations } from 'next-intl/server';
import { BenefitBlock } from './benefit-block';

const claimKeys = ['experience', 'projects', 'delivery', 'guarantee', 'maintenance'] as const;

/** The five claims as stat blocks, their figures from site.config (docs/behaviour/content.md#marketing-content). */
export async function ClaimsGrid() {
  const t = await getTranslations('Claims');
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
      {claimKeys.map((key) => (
        <li key={key} className="last:col-span-2 lg:last:col-span-1">
          <BenefitBlock variant="stat" value={t(`${key}Value`)} title={t(`${key}Label`)} text={t(`${key}Text`)} />
        </li>
      ))}
    </ul>
  );
}

/** The claims band under the home hero. */
export async function ClaimsBand() {
  const t = await getTranslations('Claims');
  return (
    <section id="claims" data-section="claims" aria-labelledby="claims-title" className="wrap pb-8">
      <h2 id="claims-title" className="sr-only">
        {t('title')}
      </h2>
      <ClaimsGrid />
    </section>
  );
}
