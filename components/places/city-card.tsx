import { cardClass, CardLinkLabel, CardTitle } from '@/components/ui/card';
import { Link } from '@/i18n/navigation';
import { cityHref } from '@/lib/places/cities';
import type { City } from '@/site.config';

type CityCardProps = {
  city: City;
  /** The one line that says what this city's businesses ask for. */
  tagline: string;
  linkLabel: string;
  /** A short mark such as "Home base". */
  badge?: string;
};

/** A city of the hub or of a city page's neighbours, linking to that city's page. */
export function CityCard({ city, tagline, linkLabel, badge }: CityCardProps) {
  return (
    <Link
      href={cityHref(city.slug)}
      data-city-link={city.slug}
      className={`group flex h-full flex-col ${cardClass({ link: true })}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <CardTitle>{city.name}</CardTitle>
          <p className="mt-0.5 text-sm text-muted">{city.region}</p>
        </div>
        {badge ? (
          <span className="shrink-0 rounded-full bg-brand-soft px-3 py-1 text-xs font-semibold text-brand-strong">
            {badge}
          </span>
        ) : null}
      </div>
      <p className="mt-4 flex-1 text-muted">{tagline}</p>
      <CardLinkLabel className="mt-5">{linkLabel}</CardLinkLabel>
    </Link>
  );
}
