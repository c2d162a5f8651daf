import {
  isArgumentElement,
  isPluralElement,
  isPoundElement,
  isSelectElement,
  isTagElement,
  parse,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';
import { createTranslator } from 'next-intl';
import { siteConfig, type PriceKey, type PriceRange } from '@/site.config';
import { intlLanguage } from './dates';
import type { Locale } from './routing';

type Weeks = { min: number; max: number };

const { claims, prices, timelines, processWeeks } = siteConfig;

/** The process steps added up: how long a complete custom project takes. */
const customProjectWeeks: Weeks = {
  min: processWeeks.reduce((total, step) => total + step.min, 0),
  max: processWeeks.reduce((total, step) => total + step.max, 0),
};

/**
 * The counts and years of site.config as the copy quotes them (`{years}`, `{projects}`, `{cities}`…), numbers so
 * that a message can choose its plural form.
 */
export const countFigures = {
  years: claims.yearsOfExperience,
  agencyYears: siteConfig.foundingYear - siteConfig.careerStartYear,
  careerYear: siteConfig.careerStartYear,
  freelanceYear: siteConfig.foundingYear,
  projects: claims.projects,
  cities: siteConfig.cities.length,
  starterShopProducts: siteConfig.starterShopProducts,
  deliveryWeeks: claims.deliveryWeeks,
  guaranteeDays: claims.guaranteeDays,
  maintenanceMonths: claims.freeMaintenanceMonths,
  replyHours: claims.replyHours,
};

/** The `Figures` patterns of a catalogue: how a language writes a price range, a span of weeks, a journey. */
type FigurePatterns = {
  Figures: Record<'range' | 'rangeOpen' | 'perMonth' | 'andMore' | 'weeks' | 'hours' | 'hoursMinutes', string>;
};

/**
 * The site's figures in one language: amounts in euros ("€450", "450 €"), price ranges ("€800 – €3,000 per
 * month"), spans of weeks ("1 to 4 weeks"), journeys ("3 hours 10 minutes", "3 h 10"). Prices billed monthly
 * always say so.
 */
export function figureFormatter(locale: Locale, messages: FigurePatterns) {
  const t = createTranslator({ locale, messages, namespace: 'Figures' });
  const currency = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  const euros = (amount: number) => currency.format(amount);
  /** A price of `key` as written (`text`), followed by "per month" when it is billed monthly. */
  const billed = (key: PriceKey, text: string) => {
    const { perMonth }: PriceRange = prices[key];
    return perMonth ? t('perMonth', { range: text }) : text;
  };
  const range = (key: PriceKey) => {
    const { min, max, open }: PriceRange = prices[key];
    const values = { min: euros(min), max: euros(max) };
    return billed(key, open ? t('rangeOpen', values) : t('range', values));
  };
  const weeks = (span: Weeks) => t('weeks', span);
  /** A journey of site.config's travel table, given in minutes. */
  const duration = (minutes: number) => {
    const [hours, rest] = [Math.floor(minutes / 60), minutes % 60];
    return rest === 0 ? t('hours', { hours }) : t('hoursMinutes', { hours, minutes: rest });
  };
  /** An amount between two bounds, or from one bound up ("€25,000 and more"). */
  const amounts = ({ min, max }: { min: number; max?: number }) =>
    max === undefined ? t('andMore', { min: euros(min) }) : t('range', { min: euros(min), max: euros(max) });

  /** Every figure of site.config, by the name the copy quotes it with. */
  function values() {
    const priceFigures = Object.fromEntries(
      (Object.keys(prices) as PriceKey[]).flatMap((key) => [
        [`${key}From`, euros(prices[key].min)],
        [`${key}To`, euros(prices[key].max)],
        [`${key}Range`, range(key)],
      ]),
    ) as Record<`${PriceKey}${'From' | 'To' | 'Range'}`, string>;
    return {
      ...countFigures,
      ...priceFigures,
      typicalWebsiteFrom: euros(siteConfig.typicalWebsite.min),
      typicalWebsiteTo: euros(siteConfig.typicalWebsite.max),
      hostingFrom: euros(siteConfig.hostingMonthly.min),
      hostingTo: euros(siteConfig.hostingMonthly.max),
      websiteTimeline: weeks(timelines.website),
      ecommerceTimeline: weeks(timelines.ecommerce),
      mobileAppTimeline: weeks(timelines.mobileApp),
      customProjectTimeline: weeks(customProjectWeeks),
      // British English, as in the rest of the English copy: no comma before the last "and".
      cityNames: new Intl.ListFormat(intlLanguage(locale), { type: 'conjunction' }).format(
        siteConfig.cities.map((city) => city.name),
      ),
    };
  }

  return { euros, billed, range, weeks, duration, amounts, values };
}

export type FigureFormatter = ReturnType<typeof figureFormatter>;

type Values = Readonly<Record<string, string | number>>;

// A figure is written into a message as plain text, which these would turn into ICU syntax (an apostrophe only
// quotes when it comes before one of them, so "d'Azur" stays plain text).
const ICU_SYNTAX = /[{}#<>|]|''|'$/;

function figureText(name: string, value: string | number): string {
  const text = String(value);
  if (ICU_SYNTAX.test(text)) throw new Error(`The figure {${name}} ("${text}") holds ICU syntax`);
  return text;
}

/**
 * One message with the figures it quotes written in: `{name}` becomes its text, and `{name, plural, …}` the branch
 * its number selects, with `#` written out. Everything else is copied exactly as written (apostrophes included), so a
 * list read with `t.raw` shows the same text as `t()` would.
 */
export function fillFigures(message: string, values: Values, locale: Locale): string {
  if (!message.includes('{')) return message;
  let text = '';
  let copied = 0;
  /** Copies the message up to `from`, writes `replacement` in place of what lies between `from` and `to`. */
  const replace = (from: number, to: number, replacement: string) => {
    text += message.slice(copied, from) + replacement;
    copied = to;
  };
  const walk = (elements: MessageFormatElement[], pound?: string) => {
    for (const element of elements) {
      const [start, end] = [element.location!.start.offset, element.location!.end.offset];
      if (isPoundElement(element) && pound !== undefined) replace(start, end, pound);
      else if (isArgumentElement(element) && element.value in values)
        replace(start, end, figureText(element.value, values[element.value]));
      else if (isPluralElement(element) && element.value in values) {
        const count = Number(values[element.value]);
        const rule = new Intl.PluralRules(locale, { type: element.pluralType }).select(count - element.offset);
        const branch = element.options[`=${count}`] ?? element.options[rule] ?? element.options.other;
        // The element gives way to its branch's text, without the branch's braces.
        replace(start, branch.location!.start.offset + 1, '');
        walk(branch.value, figureText(element.value, (count - element.offset).toLocaleString(locale)));
        replace(branch.location!.end.offset - 1, end, '');
      } else if (isPluralElement(element) || isSelectElement(element))
        for (const option of Object.values(element.options)) walk(option.value);
      else if (isTagElement(element)) walk(element.children, pound);
    }
  };
  walk(parse(message, { captureLocation: true }));
  return text + message.slice(copied);
}
