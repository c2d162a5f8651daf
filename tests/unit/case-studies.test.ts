/** @jest-environment node */
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { readProjectFile, strings } from './copy-strings';

/**
 * A case study tells one story wherever it appears (docs/behaviour/content.md#portfolio): the Marais bistro of the
 * portfolio is the bistro of the testimonial and of the turnkey-website article, in both languages. Its story: a
 * showcase site with online booking linked to the restaurant's calendar, live in two weeks; three months later,
 * half the phone bookings and 40% more online bookings.
 */
const story = {
  en: {
    online: /online booking|book online/i,
    live: /two weeks/i,
    results: [/halve|half/i, /40\s?%/],
    contradictions: /eight days|book by phone|one-page site with|daily specials/i,
  },
  fr: {
    online: /réservation en ligne|réservent en ligne/i,
    live: /deux semaines/i,
    results: [/deux/i, /40[\s\u00a0\u202f]?%/],
    contradictions: /huit jours|réserver par téléphone|suggestions du jour/i,
  },
} as const;

const articles = readProjectFile('content/dataset.ndjson')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { _type: string; language?: string })
  .filter((document) => document._type === 'post');

describe.each([
  ['en', en],
  ['fr', fr],
] as const)('the Marais bistro tells one story (%s)', (locale, messages) => {
  const { online, live, results, contradictions } = story[locale];
  const project = messages.Portfolio.projects['bistro-marais'];
  const [testimonial] = messages.Testimonials.items;
  const told = articles
    .filter((article) => article.language === locale)
    .flatMap((article) => strings(article, '').map(([, text]) => text))
    .filter((text) => /Marais/.test(text));

  it('in the portfolio: online booking, and the results', () => {
    expect(`${project.title} ${project.description}`).toMatch(online);
    for (const result of results) expect(project.result).toMatch(result);
  });

  it('in the testimonial: live in two weeks, guests book online', () => {
    expect(testimonial.quote).toMatch(live);
    expect(testimonial.quote).toMatch(online);
  });

  it('in the article: the same site, delay and results, and nothing that contradicts them', () => {
    expect(told).toHaveLength(1);
    const [example] = told;
    expect(example).toMatch(online);
    expect(example).toMatch(live);
    for (const result of results) expect(example).toMatch(result);
    expect(example).not.toMatch(contradictions);
  });
});
