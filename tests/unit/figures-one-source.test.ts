/** @jest-environment node */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { figureFormatter, fillFigures } from '@/i18n/figures';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { siteConfig } from '@/site.config';
import { articleCopy, readProjectFile, strings, templatedCopy as copy } from './copy-strings';

/**
 * What a past client said or measured, not what the site promises: quotes and project results keep their own
 * figures ("online in two weeks", "up 40% in three months").
 */
const reported = /^(en|fr)\.(Testimonials\.items|Portfolio\.projects\.[\w-]+\.result)/;
const claims = copy.filter(([at]) => !reported.test(at));

// "One", "un" and "une" are articles as often as numbers ("un projet"): a figure of one is no claim to check.
const numberWords: Record<string, number> = {
  two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11,
  twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, twenty: 20, thirty: 30,
  deux: 2, trois: 3, quatre: 4, cinq: 5, sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11,
  douze: 12, treize: 13, quatorze: 14, quinze: 15, seize: 16, vingt: 20, trente: 30,
}; // prettier-ignore
const number = `(\\d[\\d,.\\u202f\\u00a0]*|${Object.keys(numberWords).join('|')})`;
const toNumber = (text: string) => numberWords[text.toLowerCase()] ?? Number(text.replace(/[^\d]/g, ''));
const gap = '\\+?[\\s\\u00a0\\u2011-]*(?:(?:short|quick|simple|full|and a half) )?';

const { claims: owned } = siteConfig;

/**
 * Figures site.config owns, by the words that follow them in either language. `any` units: no figure may be
 * written before them at all (weeks, projects, cities, services, steps, options, kinds of project, hours: the
 * reply time and the journeys from Paris); the others only their owned value (30 days, 3 months, 9 years).
 */
const ownedFigures: { unit: string; values: number[] | 'any' }[] = [
  { unit: '(?:weeks?|semaines?)', values: 'any' },
  { unit: '(?:projects?|projets?)', values: 'any' },
  { unit: '(?:French cities|cities|villes)', values: 'any' },
  { unit: '(?:services|options|steps|étapes|kinds|types)', values: 'any' },
  { unit: '(?:hours?|heures?|h)', values: 'any' },
  { unit: '(?:days?|jours?)', values: [owned.guaranteeDays] },
  { unit: '(?:(?:first |premiers )?months?|(?:premiers )?mois)', values: [owned.freeMaintenanceMonths] },
  { unit: "(?:years?|ans|ans d'expérience)", values: [owned.yearsOfExperience, siteConfig.foundingYear - siteConfig.careerStartYear] },
]; // prettier-ignore

/** Where a text states an owned figure itself instead of quoting site.config. */
function hardCodedFigures(text: string): string[] {
  return ownedFigures.flatMap(({ unit, values }) =>
    [...text.matchAll(new RegExp(`(?<![\\w{])${number}${gap}${unit}\\b`, 'gi'))]
      .filter((match) => values === 'any' || values.includes(toNumber(match[1])))
      .map((match) => match[0]),
  );
}

/** A sprint's length ("two-week cycles") is how the work is paced, not a duration the site promises. */
const paceOfWork = /two-week (?:development )?cycles?|cycles? de deux semaines/g;
const euros = /€\s?\d|\d[\d,.\s\u00a0\u202f]*\s?€|\d\s?euros?\b/i;

describe('figures come from site.config, never from the copy', () => {
  it('no message or page copy holds an amount in euros', () => {
    expect(copy.filter(([, text]) => euros.test(text))).toEqual([]);
  });

  it('no message or page copy states a count, duration or term that site.config or a list owns', () => {
    const found = claims
      .map(([at, text]) => [at, hardCodedFigures(text.replace(paceOfWork, ''))] as const)
      .filter(([, figures]) => figures.length > 0);
    expect(found).toEqual([]);
    // The check bites: each kind of hard-coded figure the copy used to hold is caught.
    expect(
      [
        'From €450',
        '14 options to choose from',
        'in eleven French cities',
        'dans onze villes de France',
        '150+ projects',
        'takes 1 to 4 weeks',
        '30-day satisfaction guarantee',
        'Les 3 premiers mois',
        'Three months of free maintenance',
        'reply within 24 hours',
        'réponse sous 24 h',
        'Marseille in 3 h',
        'Lyon est à deux heures de Paris',
        'about three and a half hours from Paris',
        'Five services, one standard',
        'Four short steps',
      ].filter((text) => !/€/.test(text) && hardCodedFigures(text).length === 0),
    ).toEqual([]);
  });

  it('no article or author profile types an amount, count, duration or term that site.config owns', () => {
    // What the Marais bistro reported ("live in two weeks", "within three months") is its own (tests/unit/case-studies.test.ts).
    const articleClaims = articleCopy.filter(([, text]) => !/\bbistrot?\b/i.test(text));
    const found = articleClaims
      .map(
        ([at, text]) =>
          [at, [...(text.match(euros) ?? []), ...hardCodedFigures(text.replace(paceOfWork, ''))]] as const,
      )
      .filter(([, figures]) => figures.length > 0);
    expect(found).toEqual([]);
    expect(
      [
        'je vous réponds sous 24 heures',
        'Calendrier sur deux semaines : brief, maquette, développement',
        'A typical two-week project, from the first call to the launch.',
        'tested with real users within two or three months',
        'publiez une actualité toutes les deux semaines environ',
        'I spent three years in Paris agencies',
        'À partir de 450 €',
      ].filter((text) => !euros.test(text) && hardCodedFigures(text).length === 0),
    ).toEqual([]);
  });

  it('says "per month" wherever it quotes a price billed monthly', () => {
    const monthly = /\{seoMonthly(From|To)\}/;
    const perMonth = /per month|a month|\/month|par mois|mensuel/i;
    const bare = copy.filter(([, text]) =>
      text.split(/(?<=[.!?])\s/).some((sentence) => monthly.test(sentence) && !perMonth.test(sentence)),
    );
    expect(bare).toEqual([]);
    for (const locale of ['en', 'fr'] as const) {
      const figures = figureFormatter(locale, locale === 'en' ? en : fr);
      expect(figures.range('seoMonthly')).toMatch(perMonth);
    }
  });

  it('quotes only figures that exist', () => {
    const figureNames = new Set(Object.keys(figureFormatter('en', en).values()));
    const figureLike = /(From|To|Range|Timeline|Weeks|Days|Months|Hours|Year|Years)$/;
    const argumentNames = (elements: MessageFormatElement[]): string[] =>
      elements.flatMap((element) => {
        const own = 'value' in element && element.type !== TYPE.literal ? [String(element.value)] : [];
        const nested =
          'options' in element
            ? Object.values(element.options).flatMap((option) => argumentNames(option.value))
            : 'children' in element
              ? argumentNames(element.children)
              : [];
        return [...own, ...nested];
      });
    const unknown = copy.flatMap(([at, text]) =>
      argumentNames(parse(text, { ignoreTag: false }))
        .filter((name) => figureLike.test(name) && !figureNames.has(name))
        .map((name) => `${at}: {${name}}`),
    );
    expect(unknown).toEqual([]);
  });
});

/** The articles and the author as the embedded dataset holds them: plain text, written for one language each. */
const contentDocuments: [string, string][] = readProjectFile('content/dataset.ndjson')
  .split('\n')
  .filter(Boolean)
  .flatMap((line, index) => strings(JSON.parse(line), `content/dataset.ndjson:${index + 1}`));

describe('the reply time is one promise, told one way', () => {
  // docs/behaviour/constants.md#owner-and-claims: a reply within the reply time, with a slot for a free call;
  // the quote follows the call.
  const quoteWithin =
    /\b(devis|quote|estimate|estimation)\b(?:(?!answer|reply|répon)[^.,;:!?]){0,40}\b(sous|within)\s+(\{replyHours\}|\d+)/i;

  it('no page, message or article promises the quote itself within the reply time', () => {
    const promised = [...copy, ...contentDocuments].filter(([, text]) => quoteWithin.test(text));
    expect(promised).toEqual([]);
    expect(
      ['a free quote within {replyHours} hours', 'un devis ferme sous 24 heures'].filter(
        (text) => !quoteWithin.test(text),
      ),
    ).toEqual([]);
  });

  it('the articles state the reply time of site.config', () => {
    const stated = contentDocuments.flatMap(([at, text]) =>
      [...text.matchAll(/\b(?:sous|within)\s+(\d+)[\s\u00a0\u202f]*(?:h|heures|hours)\b/gi)].map((match) => ({
        at,
        hours: Number(match[1]),
      })),
    );
    expect(stated.length).toBeGreaterThan(0);
    for (const { at, hours } of stated) expect({ at, hours }).toEqual({ at, hours: owned.replyHours });
  });
});

describe('fillFigures', () => {
  const values = { replyHours: 24, agencyYears: 3, websiteFrom: '€450', cityNames: "Lyon and Villeneuve-d'Ascq" };

  it('writes a figure in and leaves the rest of the message exactly as written', () => {
    expect(fillFigures("I reply within {replyHours} hours, {name}; it's free.", values, 'en')).toBe(
      "I reply within 24 hours, {name}; it's free.",
    );
    expect(fillFigures('From {websiteFrom} in {cityNames}', values, 'en')).toBe(
      "From €450 in Lyon and Villeneuve-d'Ascq",
    );
  });

  it('chooses the plural branch of a figure, and fills figures inside other plurals', () => {
    const story = 'I spent {agencyYears, plural, one {a year} other {# years}} there';
    expect(fillFigures(story, values, 'en')).toBe('I spent 3 years there');
    expect(fillFigures(story, { agencyYears: 1 }, 'en')).toBe('I spent a year there');
    expect(fillFigures('{count, plural, one {# reply in {replyHours} h} other {# replies}}', values, 'fr')).toBe(
      '{count, plural, one {# reply in 24 h} other {# replies}}',
    );
  });

  it('refuses a figure that would read as ICU syntax', () => {
    expect(() => fillFigures('{websiteFrom}', { websiteFrom: '{oops}' }, 'en')).toThrow(/websiteFrom/);
  });
});
