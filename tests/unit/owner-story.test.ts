/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { ownerStory, siteConfig } from '@/site.config';

const root = process.cwd();
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Every string of a JSON tree, with where it sits. */
function strings(node: unknown, at: string): [string, string][] {
  if (typeof node === 'string') return [[at, node]];
  if (Array.isArray(node)) return node.flatMap((item, index) => strings(item, `${at}[${index}]`));
  if (node && typeof node === 'object')
    return Object.entries(node).flatMap(([key, value]) => strings(value, at ? `${at}.${key}` : key));
  return [];
}

const pageCopyFiles = ['cities', 'landings'].flatMap((kind) =>
  readdirSync(path.join(root, 'content', 'pages', kind)).map((file) => `content/pages/${kind}/${file}`),
);

/** The catalogues and the page copy, which quote the story through ICU values. */
const templated: [string, string][] = [
  ...strings(en, 'en'),
  ...strings(fr, 'fr'),
  ...pageCopyFiles.flatMap((file) => strings(JSON.parse(read(file)), file)),
];

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
    expect(ownerStory.agencyYears).toBe(siteConfig.foundingYear - siteConfig.careerStartYear);
    expect(ownerStory.agencyYears).toBeGreaterThan(0);
  });

  it('is quoted through ICU values in the catalogues and the page copy, never as a hard-coded figure', () => {
    const hardCoded = templated.filter(([, text]) => statedFigures(text).length > 0);
    expect(hardCoded).toEqual([]);
  });

  it('reads the same once the catalogues are formatted with site.config, in both languages', () => {
    const told = (messages: typeof en, locale: 'en' | 'fr') => {
      const t = createTranslator({ locale, messages });
      return [
        t('Footer.tagline', ownerStory),
        t('HomePage.intro', ownerStory),
        t('HomePage.description', ownerStory),
        t('Claims.experienceText', ownerStory),
        t('AboutPage.intro', ownerStory),
        t('AboutPage.description', ownerStory),
        t('PortfolioPage.intro', ownerStory),
        ...(t.raw('AboutPage.story') as string[]).map((paragraph) =>
          createTranslator({ locale, messages: { paragraph } })('paragraph', ownerStory),
        ),
      ].join('\n');
    };
    for (const [messages, locale] of [
      [en, 'en'],
      [fr, 'fr'],
    ] as const) {
      const stated = statedFigures(told(messages, locale));
      // Each figure is told at least once in each language, and always the same way.
      expect(new Set(stated.map(({ figure }) => figure))).toEqual(new Set(Object.keys(figures)));
      for (const { figure, value } of stated) expect([figure, value]).toEqual([figure, ownerStory[figure]]);
    }
  });

  it('agrees with site.config in the content documents (the author profile and the articles)', () => {
    const stated = plainContent.flatMap(([at, text]) => statedFigures(text).map((found) => ({ at, ...found })));
    expect(stated.length).toBeGreaterThan(0);
    for (const { at, figure, value } of stated)
      expect({ at, figure, value }).toEqual({ at, figure, value: ownerStory[figure] });
  });
});
