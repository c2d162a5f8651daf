import { getTranslations } from 'next-intl/server';
import { ownerStory, siteConfig } from '@/site.config';
import { BenefitBlock } from './benefit-block';

/** The five claims of spec §1 as stat blocks; the figures come from site.config. */
export async function ClaimsGrid() {
  const t = await getTranslations('Claims');
  const { claims } = siteConfig;
  const items = [
    {
      key: 'experience',
      value: t('experienceValue', { count: claims.yearsOfExperience }),
      title: t('experienceLabel'),
      text: t('experienceText', ownerStory),
    },
    {
      key: 'projects',
      value: t('projectsValue', { count: claims.projects }),
      title: t('projectsLabel'),
      text: t('projectsText'),
    },
    {
      key: 'delivery',
      value: t('deliveryValue', { weeks: claims.deliveryWeeks }),
      title: t('deliveryLabel'),
      text: t('deliveryText'),
    },
    {
      key: 'guarantee',
      value: t('guaranteeValue', { days: claims.guaranteeDays }),
      title: t('guaranteeLabel'),
      text: t('guaranteeText'),
    },
    {
      key: 'maintenance',
      value: t('maintenanceValue', { months: claims.freeMaintenanceMonths }),
      title: t('maintenanceLabel'),
      text: t('maintenanceText'),
    },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
      {items.map(({ key, ...item }) => (
        <li key={key} className="last:col-span-2 lg:last:col-span-1">
          <BenefitBlock variant="stat" {...item} />
        </li>
      ))}
    </ul>
  );
}

/** The claims band under the home hero. */
export async function ClaimsBand() {
  const t = await getTranslations('Claims');
  return (
    <section id="claims" data-section="claims" aria-labelledby="claims-title" className="mx-auto max-w-6xl px-4 pb-8">
      <h2 id="claims-title" className="sr-only">
        {t('title')}
      </h2>
      <ClaimsGrid />
    </section>
  );
}
