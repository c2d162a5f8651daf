/** @jest-environment node */
import { createTranslator } from 'next-intl';
import { catalogue } from '@/i18n/catalogue';
import { countFigures } from '@/i18n/figures';
import { siteConfig } from '@/site.config';
import { readProjectFile as read, strings, templatedCopy as templated } from './copy-strings';

/** Content documents hold plain text: their figures are checked against site.config instead. */
const plainContent: [string, string][] = [
  ...strings(JSON.parse(read('content/source/author.json')), 'content/source/author.json'),
  ...read('content/dataset.ndjson')
    .split('\n')
    .filter(Boolean)
    .flatMap((line, index) => strings(JSON.parse(line), `content/dataset.ndjson:${index + 1}`)),
];

const numberWords: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11, douze: 12,
}; // prettier-ignore
const count = `(\\d+|${Object.keys(numberWords).join('|')})`;
const toNumber = (text: string) => numberWords[text.toLowerCase()] ?? Number(text);

/** The three figures of the story, as sentences of either language state them. */
const figures = {
  years: [
    new RegExp(`${count}\\+?\\s+years? of experience`, 'gi'),
    new RegExp(`${count}\\s+ans d'expérience`, 'gi'),
    new RegExp(`for ${count} years`, 'gi'),
    new RegExp(`depuis ${count} ans`, 'gi'),
  ],
  agencyYears: [
    new RegExp(`${count}\\s+years? in (?:Paris )?agenc`, 'gi'),
    new RegExp(`${count}\\s+ans? en agence`, 'gi'),
  ],
  freelanceYear: [
    /freelance[^.;]*?since (\d{4})/gi,
    /freelance[^.;]*?depuis (\d{4})/gi,
    /in (\d{4}),? I went freelance/gi,
    /en (\d{4}), je me suis lancé en freelance/gi,
    /founded [^.;]*? in (\d{4})/gi,
    /a fondé [^.;]*? en (\d{4})/gi,
  ],
} as const;

function statedFigures(text: string): { figure: keyof typeof figures; value: number }[] {
  return (Object.keys(figures) as (keyof typeof figures)[]).flatMap((figure) =>
    figures[figure].flatMap((pattern) =>
      [...text.matchAll(pattern)].map((match) => ({ figure, value: toNumber(match[1]) })),
    ),
  );
}

describe("the owner's story (years of experience, agency years, freelance start)", () => {
  it('adds up in site.config: the years of experience run from the first job to the copyright year', () => {
    expect(siteConfig.careerStartYear + siteConfig.claims.yearsOfExperience).toBe(siteConfig.copyrightYear);
    expect(countFigures.agencyYears).toBe(siteConfig.foundingYear - siteConfig.careerStartYear);
    expect(countFigures.agencyYears).toBeGreaterThan(0);
  });

  it('counts to the year of the build, which the copyright line shows: never a year written in the code', () => {
    jest.isolateModules(() => {
      process.env.NEXT_PUBLIC_BUILD_YEAR = '2031';
      const { siteConfig: built } = jest.requireActual<typeof import('@/site.config')>('@/site.config');
      expect(built.copyrightYear).toBe(2031);
      expect(built.claims.yearsOfExperience).toBe(2031 - built.careerStartYear);
      delete process.env.NEXT_PUBLIC_BUILD_YEAR;
    });
    // Where no build wrote its year (as here), the current one.
    expect(siteConfig.copyrightYear).toBe(new Date().getFullYear());
  });

  it('is quoted through ICU values in the catalogues and the page copy, never as a hard-coded figure', () => {
    const hardCoded = templated.filter(([, text]) => statedFigures(text).length > 0);
    expect(hardCoded).toEqual([]);
  });

  it('reads the same in the catalogues the site reads (site.config written in), in both languages', async () => {
    const told = async (locale: 'en' | 'fr') => {
      const t = createTranslator({ locale, messages: await catalogue(locale) });
      return [
        t('Footer.tagline'),
        t('HomePage.intro'),
        t('HomePage.description'),
        t('Claims.experienceText'),
        t('AboutPage.intro'),
        t('AboutPage.description'),
        t('PortfolioPage.intro', { count: 0 }),
        ...(t.raw('AboutPage.story') as string[]),
      ].join('\n');
    };
    for (const locale of ['en', 'fr'] as const) {
      const stated = statedFigures(await told(locale));
      // Each figure is told at least once in each language, and always the same way.
      expect(new Set(stated.map(({ figure }) => figure))).toEqual(new Set(Object.keys(figures)));
      for (const { figure, value } of stated) expect([figure, value]).toEqual([figure, countFigures[figure]]);
    }
  });

  it('agrees with site.config in the content documents (the author profile and the articles)', () => {
    const stated = plainContent.flatMap(([at, text]) => statedFigures(text).map((found) => ({ at, ...found })));
    expect(stated.length).toBeGreaterThan(0);
    for (const { at, figure, value } of stated)
      expect({ at, figure, value }).toEqual({ at, figure, value: countFigures[figure] });
  });
});
