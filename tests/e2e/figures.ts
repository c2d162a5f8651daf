import { figureFormatter } from '../../i18n/figures';
import { budgetBounds, type Budget } from '../../lib/contact/choices';
import en from '../../messages/en.json';
import fr from '../../messages/fr.json';
import type { PriceKey } from '../../site.config';

type Locale = 'en' | 'fr';

/**
 * The figures of site.config as the pages write them, so a spec names a price or a budget by its place in
 * site.config and a new price moves the spec with it (docs/behaviour/constants.md#figures).
 */
const figures = (locale: Locale) => figureFormatter(locale, locale === 'en' ? en : fr);

/** A budget of the funnel in words: "€2,200 – €5,000", "2 200 € – 5 000 €". */
export const budgetWords = (id: Budget, locale: Locale) => figures(locale).amounts(budgetBounds[id]);

/** A price range of site.config as the pages show it: "€450 – €25,000+", "800 € – 3 000 € par mois". */
export const priceRange = (key: PriceKey, locale: Locale) => figures(locale).range(key);
