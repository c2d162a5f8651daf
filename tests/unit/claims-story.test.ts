/** @jest-environment node */
import { siteConfig } from '@/site.config';
import { articleCopy, readProjectFile, templatedCopy } from './copy-strings';

/**
 * Each claim of the site told one way (docs/behaviour/constants.md#the-claims-one-story-each), in the catalogues, the
 * page copy, the articles and the author profile as written, which quote site.config through ICU values.
 */
const copy = [...templatedCopy, ...articleCopy];

/** A text's sentences and clauses: a claim is read up to the next stop, semicolon or colon. */
const clauses = (text: string) => text.split(/(?<=[.;:!?])\s+|\s*[;:]\s+/).filter(Boolean);
const everyClause = copy.flatMap(([at, text]) => clauses(text).map((clause): [string, string] => [at, clause]));

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
    const otherwise = copy.filter(([, text]) => (text.match(quoted)?.length ?? 0) !== (text.match(told)?.length ?? 0));
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
  /** A sprint's length and the weekly call are how the work is paced, not how long the app takes. */
  const pace = /two-week (?:development )?cycles?|cycles? de deux semaines|every week|chaque semaine/gi;
  const vague = (clause: string) =>
    app.test(clause) && duration.test(clause.replace(pace, '')) && !/\{\w+Timeline\}|\{deliveryWeeks\}/.test(clause);

  it('never gives an app a duration of its own ("in weeks rather than months", "in a few weeks")', () => {
    expect(faulty(vague)).toEqual([]);
    expect(
      [
        'A web or mobile app built in weeks rather than months',
        'Une application patient ou praticien livrée en quelques semaines',
        'apps I have built started as a lean first version, tested with real users within two or three months',
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
    /weekly demos?|demos? every week|démos? hebdomadaires?|démonstrations? (?:hebdomadaires?|chaque semaine|toutes les semaines)/i,
    // "More than" a figure, in words: no "50+" in French.
    /\{(?:years|projects)\}\+/,
  ];

  it('appear nowhere in the catalogues, the page copy or the articles', () => {
    expect(copy.filter(([, text]) => ruledOut.some((words) => words.test(text)))).toEqual([]);
    expect(
      [
        'with a fixed quote, weekly demos and the code in your name',
        'avec un devis ferme, une démonstration chaque semaine et le code à votre nom',
      ].filter((text) => !ruledOut.some((words) => words.test(text))),
    ).toEqual([]);
  });
});

describe('the reply time is told one way in each language', () => {
  /** "Within {replyHours} hours" in English, « sous {replyHours} h » in French (a no-break space before the unit). */
  const unitOf = (at: string) => (/(^|\/)fr[./]|\.fr\./.test(at) ? '\u00a0h\\b' : '[ \u00a0]hours\\b');
  const otherwise = (at: string, text: string) =>
    [...text.matchAll(/\{replyHours\}/g)].some(
      (match) => !new RegExp(`^${unitOf(at)}`).test(text.slice(match.index + match[0].length)),
    );

  it('as "{replyHours} hours" and « {replyHours} h »', () => {
    expect(copy.filter(([at, text]) => otherwise(at, text))).toEqual([]);
    expect(otherwise('content/source/posts/fr/x.md#1', 'je vous réponds sous {replyHours} heures')).toBe(true);
    expect(otherwise('fr.Footer.reply', 'réponse sous {replyHours}h')).toBe(true);
    expect(otherwise('content/pages/cities/lyon.en.json', 'a reply within {replyHours}h')).toBe(true);
  });
});

describe('going live in {deliveryWeeks} weeks is a showcase website whose content is ready', () => {
  const contentReady =
    /content (?:is )?ready|content ready|texts? (?:is |are )?(?:ready|written)|contenus? (?:sont |est )?prêts?|textes? (?:sont )?prêts?/i;
  /** A sentence that quotes the delivery time without saying the content must be ready. */
  const unqualified = (text: string) =>
    text
      .split(/(?<=[.!?])\s+/)
      .some((sentence) => sentence.includes('{deliveryWeeks}') && !contentReady.test(sentence));
  // The claims band's figure stands on its own; its text says it.
  const bandFigure = /^(en|fr)\.Claims\.deliveryValue$/;

  it('says so wherever the delay is told', () => {
    expect(copy.filter(([at, text]) => !bandFigure.test(at) && unqualified(text))).toEqual([]);
    for (const locale of ['en', 'fr'])
      expect(copy.find(([at]) => at === `${locale}.Claims.deliveryText`)?.[1]).toMatch(contentReady);
    expect(
      [
        'I audit existing sites and rebuild them mobile-first, usually in {deliveryWeeks} weeks.',
        'Most one-page sites go live in about {deliveryWeeks} weeks.',
        "Le déroulé du projet en {deliveryWeeks} semaines, et les signes qu'il vous faut un site plus complet.",
      ].filter((text) => !unqualified(text)),
    ).toEqual([]);
  });

  it('is the timeline the turnkey article draws: its last day ends the {deliveryWeeks} weeks', () => {
    const days = [...readProjectFile('public/blog/figures/two-week-timeline.svg').matchAll(/>J(\d+)\b/g)].map((match) =>
      Number(match[1]),
    );
    expect(Math.max(...days)).toBe(siteConfig.claims.deliveryWeeks * 7);
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
