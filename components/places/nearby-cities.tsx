import { getTranslations } from 'next-intl/server';
import { textLinkClass } from '@/components/ui/button-class';
import { Section } from '@/components/ui/section';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { neighboursOf } from '@/lib/places/cities';
import { getCityCopy } from '@/lib/places/copy';
import type { City } from '@/site.config';
import { CityCard } from './city-card';

/** The end of a city page: the nearest cities, each linking to its page, then the link to all of them. */
export async function NearbyCities({ city, locale }: { city: City; locale: Locale }) {
  const neighbours = neighboursOf(city);
  const [t, hub, neighbourCopies] = await Promise.all([
    getTranslations({ locale, namespace: 'CityPage' }),
    getTranslations({ locale, namespace: 'CitiesPage' }),
    Promise.all(neighbours.map((neighbour) => getCityCopy(locale, neighbour.slug))),
  ]);
  return (
    <Section id="nearby" tone="muted" title={t('nearbyTitle', { city: city.name })} intro={t('nearbyIntro')}>
      <ul className="grid gap-6 md:grid-cols-3">
        {neighbours.map((neighbour, index) => (
          <li key={neighbour.slug}>
            <CityCard
              city={neighbour}
              tagline={neighbourCopies[index].tagline}
              linkLabel={hub('cityLink', { city: neighbour.name })}
            />
          </li>
        ))}
      </ul>
      <p className="mt-8">
        <Link href="/cities" className={textLinkClass}>
          {t('allCitiesLink')} →
        </Link>
      </p>
    </Section>
  );
}
