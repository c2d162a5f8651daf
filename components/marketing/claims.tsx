import { getTranslations } from 'next-intl/server';
import { ownerStory, siteConfig } from '@/site.config';
import { BenefitBlock } from './benefit-block';

const claimKeys = ['experience', 'projects', 'delivery', 'guarantee', 'maintenance'] as const;

/**
 * The figure of each claim (docs/behaviour/content.md#marketing-content), from site.config, under the names its message
 * uses.
 */
function claimFigures(): Record<(typeof claimKeys)[number], Record<string, number>> {
  const { claims } = siteConfig;
  return {
    experience: { count: claims.yearsOfExperience },
    projects: { count: claims.projects },
    delivery: { weeks: claims.deliveryWeeks },
    guarantee: { days: claims.guaranteeDays },
    maintenance: { months: claims.freeMaintenanceMonths },
  };
}

/** The five claims as stat blocks (docs/behaviour/content.md#marketing-content). */
export async function ClaimsGrid() {
  const t = await getTranslations('Claims');
  const figures = claimFigures();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
      {claimKeys.map((key) => (
        <li key={key} className="last:col-span-2 lg:last:col-span-1">
          <BenefitBlock
            variant="stat"
            value={t(`${key}Value`, figures[key])}
            title={t(`${key}Label`)}
            text={t(`${key}Text`, ownerStory)}
          />
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
