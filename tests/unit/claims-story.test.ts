/** @jest-environment node */
import { templatedCopy } from './copy-strings';

/**
 * Each claim of the site told one way (docs/behaviour/constants.md#the-claims-one-story-each), in the catalogues and
 * the page copy as written, which quote site.config through ICU values.
 */

/** A text's sentences and clauses: a claim is read up to the next stop, semicolon or colon. */
const clauses = (text: string) => text.split(/(?<=[.;:!?])\s+|\s*[;:]\s+/).filter(Boolean);
const everyClause = templatedCopy.flatMap(([at, text]) =>
  clauses(text).map((clause): [string, string] => [at, clause]),
);

/** The clauses of the copy a rule finds at fault. */
const faulty = (rule: (clause: string) => boolean) => everyClause.filter(([, clause]) => rule(clause));

describe('the projects figure counts the projects delivered since going freelance', () => {
  /** A clause that counts projects beside the years of experience or the agency years, without dating the count. */
  const undated = (clause: string) =>
    clause.includes('{projects}') &&
    /\{years\}|\{agencyYears|agenc/i.test(clause) &&
    !clause.includes('{freelanceYear}');

  it('is never counted over the years of experience or the agency years', () => {
    expect(faulty(undated)).toEqual([]);
    expect(
      [
        'In {years} years and more than {projects} projects, I have built sites',
        'More than {projects} projects in {years} years',
        'In {years} years, first in Paris agencies and then as a freelancer, I have delivered more than {projects} websites',
        "En {years} ans, d'abord en agence à Paris puis en freelance, j'ai livré plus de {projects} sites",
      ].filter((clause) => !undated(clause)),
    ).toEqual([]);
  });
});

describe('experience and projects are "more than" a figure, in both languages', () => {
  // "Over", in the claims band: "More than 10" does not fit its narrowest card at 320 px.
  const told = /(?:more than|over|plus de) \{(?:years|projects)\}/gi;
  const quoted = /\{(?:years|projects)\}/g;

  it('quotes the years of experience and the projects figure only after "more than" (or "over") or « plus de »', () => {
    const otherwise = templatedCopy.filter(
      ([, text]) => (text.match(quoted)?.length ?? 0) !== (text.match(told)?.length ?? 0),
    );
    expect(otherwise).toEqual([]);
  });
});

describe('the entry price is a one-page site in one language', () => {
  /**
   * What a clause prices at the entry price: its words from the previous figure (or its start) to `{websiteFrom}`.
   * None is a feature quoted apart or a product with its own price.
   */
  const quotedApart =
    /multilingu|several languages|\blanguages\b|booking|payment|shops?\b|web apps?\b|web applications?|client area|\bblog\b|plusieurs langues|\blangues\b|réservation|paiement|boutiques?\b|applications? web|espace client/i;
  const pricedAtEntry = (clause: string) =>
    [...clause.matchAll(/\{websiteFrom\}/g)].some((match) => {
      const before = clause.slice(0, match.index);
      return quotedApart.test(before.slice(before.lastIndexOf('}') + 1));
    });

  it('never prices a multilingual site, booking, a shop or a web app at {websiteFrom}', () => {
    expect(faulty(pricedAtEntry)).toEqual([]);
    expect(
      [
        'A multilingual website starts at {websiteFrom}',
        'A website or booking page starts at {websiteFrom}',
        'custom websites, online shops and web apps from {websiteFrom}',
        'Un site multilingue démarre à {websiteFrom}',
        'une page de réservation démarre à {websiteFrom}',
      ].filter((clause) => !pricedAtEntry(clause)),
    ).toEqual([]);
    expect(pricedAtEntry('A one-page site starts at {websiteFrom} and an online shop at {ecommerceFrom}')).toBe(false);
  });
});

describe('how long an app takes is the timeline of site.config', () => {
  const app = /\b(?:apps?|applications?)\b/i;
  /** A span of time the clause states itself: "{maintenanceMonths} months" is a figure of site.config. */
  const duration = /(?<!\}[\s\u00a0])\b(?:weeks?|months?|semaines?|mois)\b/i;
  /** A sprint's length is how the work is paced, not how long the app takes. */
  const pace = /two-week cycles|cycles de deux semaines/i;
  const vague = (clause: string) =>
    app.test(clause) && duration.test(clause.replace(pace, '')) && !/\{\w+Timeline\}|\{deliveryWeeks\}/.test(clause);

  it('never gives an app a duration of its own ("in weeks rather than months", "in a few weeks")', () => {
    expect(faulty(vague)).toEqual([]);
    expect(
      [
        'A web or mobile app built in weeks rather than months',
        'Une application patient ou praticien livrée en quelques semaines',
      ].filter((clause) => !vague(clause)),
    ).toEqual([]);
  });
});

describe('words the stories rule out', () => {
  const ruledOut = [
    // The reply time counts hours, weekends included.
    /working days?|business days?|working hours|office hours|jours? ouvrés?|heures ouvrées|heures de bureau/i,
    // The site's host is an American company; a client's data stays in the EU where it must.
    /European hosting|hosted in Europe|hébergement européen|hébergé en Europe/i,
    // A progress call every week, a test build every two weeks.
    /weekly demos?|démos? hebdomadaires?/i,
    // "More than" a figure, in words: no "50+" in French.
    /\{(?:years|projects)\}\+/,
  ];

  it('appear nowhere in the catalogues or the page copy', () => {
    expect(templatedCopy.filter(([, text]) => ruledOut.some((words) => words.test(text)))).toEqual([]);
  });
});

describe('the contact form states the limits its schema applies', () => {
  /** The numbers a text states, as either language writes them ("2000", "2 000"). */
  const numbers = (text: string) =>
    [...text.matchAll(/\d+(?:[\u00a0\u202f ]\d{3})*/g)].map((match) => Number(match[0].replace(/\D/g, '')));

  /** Each text that states a field's bounds, and the limit of the schema it states. */
  const statedLimits = {
    errors: {
      firstNameLength: 'name',
      lastNameLength: 'name',
      companyLength: 'company',
      deadlineRange: 'deadlineWeeks',
      messageLength: 'message',
    },
    hints: { phone: 'phone', deadlineWeeks: 'deadlineWeeks', message: 'message' },
  } as const;

  it.each(['en', 'fr'] as const)('in its error messages and hints (%s)', async (locale) => {
    const { limits } = await import('@/lib/contact/steps');
    const messages = (await import(`@/messages/${locale}.json`)).default as {
      ContactErrors: Record<string, string>;
      ContactFunnel: { hints: Record<string, string> };
    };
    const texts = [
      ...Object.entries(statedLimits.errors).map(([key, field]) => [messages.ContactErrors[key], field] as const),
      ...Object.entries(statedLimits.hints).map(([key, field]) => [messages.ContactFunnel.hints[key], field] as const),
    ];
    for (const [text, field] of texts) {
      const limit: { min?: number; max?: number } = limits[field];
      const bounds = [limit.min, limit.max].filter((bound): bound is number => bound !== undefined);
      // A text that states a bound of this field states them all, and no other number.
      expect({ field, text, found: numbers(text) }).toEqual({ field, text, found: bounds });
    }
  });
});
