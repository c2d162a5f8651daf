/** @jest-environment-options {"customExportConditions": ["node", "node-addons"]} */
import { renderIn, renderToFragment } from './server-render';

jest.mock('next-intl/server', () => jest.requireActual('./server-render').nextIntlServerMock());
jest.mock('next-intl', () => jest.requireActual('./server-render').nextIntlMock());
jest.mock('next/navigation', () => jest.requireActual('./server-render').nextNavigationMock());

import { ArticleBody } from '@/components/blog/article-body';
import { frenchTypography, typesetRuns, typographyDefects, typographyOf } from '@/i18n/typography';
import { postSchema } from '@/lib/content/schemas';
import { typeset } from '@/lib/content/typeset';

const narrow = '\u202F';
const noBreak = '\u00A0';
/** Writes the two no-break spaces visibly, so a failure shows where they are: ⍽ narrow, ° no-break. */
const shown = (text: string) => text.replaceAll(narrow, '⍽').replaceAll(noBreak, '°');

describe('French typography (i18n/typography.ts)', () => {
  it.each([
    // The marks and the space before them.
    ['Pourquoi ? Parce que !', 'Pourquoi⍽? Parce que⍽!'],
    ['Attention!', 'Attention⍽!'],
    ['Vraiment ?!', 'Vraiment⍽?!'],
    ['Alors   ?', 'Alors⍽?'],
    ['(incroyable!)', '(incroyable⍽!)'],
    ['Prix : 450 € ; délai : 2 semaines ?', 'Prix°: 450°€⍽; délai°: 2 semaines⍽?'],
    ['Note: voici', 'Note°: voici'],
    ['Étape 1: analyser', 'Étape 1°: analyser'],
    [' : ', '°: '],
    // Guillemets.
    ['« Bonjour »', '«⍽Bonjour⍽»'],
    ['«Bonjour»', '«⍽Bonjour⍽»'],
    ['Il a dit : « non ! »', 'Il a dit°: «⍽non⍽!⍽»'],
    // Figures, units and thousands.
    ['1 200 commandes', '1°200 commandes'],
    ['25 000 € et 1 200 000 visites', '25°000°€ et 1°200°000 visites'],
    ['50 % de plus, 50%', '50°% de plus, 50°%'],
    ['450€', '450°€'],
    // A year is no thousands: nothing is split or joined.
    ['en 2019 200 clients, de 10 à 2000 caractères', 'en 2019 200 clients, de 10 à 2000 caractères'],
    // What is not the punctuation mark.
    ['Rendez-vous à 10:30 ; ok', 'Rendez-vous à 10:30⍽; ok'],
    ['std::vector, C:\\Users, :) ;) et 4,5:1', 'std::vector, C:\\Users, :) ;) et 4,5:1'],
  ])('%s', (text, expected) => {
    expect(shown(frenchTypography(text))).toBe(expected);
  });

  it('leaves URLs, e-mail addresses and schemes exactly as written, and typesets around them', () => {
    for (const text of [
      'https://exemple.fr/page?recherche=a:b&x=1',
      'mailto:contact@exemple.fr',
      'contact@exemple.fr',
      'www.exemple.fr?x=1',
      'https://',
      'http://localhost:3000/fr',
    ])
      expect(frenchTypography(text)).toBe(text);
    expect(
      shown(frenchTypography('Voir https://exemple.fr/a?b=c ou écrire à contact@exemple.fr : réponse à 10:30 !')),
    ).toBe('Voir https://exemple.fr/a?b=c ou écrire à contact@exemple.fr°: réponse à 10:30⍽!');
  });

  it('is idempotent, and gives text with no defect', () => {
    const texts = [
      'Pourquoi ? « Parce que » : 1 200 € ; 50 % !',
      'Vraiment?! Oui: 3 000%',
      'Alors  ?  Et « ici » ',
      'Un texte déjà juste°: rien ne bouge⍽!'.replaceAll('°', noBreak).replaceAll('⍽', narrow),
    ];
    for (const text of texts) {
      const once = frenchTypography(text);
      expect(frenchTypography(once)).toBe(once);
      expect(typographyDefects(once)).toEqual([]);
    }
  });

  it('reads a paragraph as one text across its marks, and leaves code as written', () => {
    // "Lancez `npm`? Puis « `build` »." in three marks and two code spans.
    expect(
      typesetRuns([
        { text: 'Lancez ' },
        { text: 'npm', code: true },
        { text: '? Puis « ' },
        { text: 'build ?', code: true },
        { text: ' ».' },
      ]).map(shown),
    ).toEqual(['Lancez ', 'npm', '⍽? Puis «⍽', 'build ?', '⍽».']);
    // The space before the mark is in the bold run before it.
    expect(typesetRuns([{ text: 'Vraiment ' }, { text: '?' }]).map(shown)).toEqual(['Vraiment⍽', '?']);
  });

  it('is French only: English text is left as it is', () => {
    expect(typographyOf('en')('Why ? Now : 50 % !')).toBe('Why ? Now : 50 % !');
    expect(shown(typographyOf('fr')('Pourquoi ?'))).toBe('Pourquoi⍽?');
  });

  it('reads hostile text in one pass', () => {
    for (const unit of [
      '?',
      ' ',
      ' ?',
      '« ',
      '1 ',
      '1 2',
      'a:',
      'https://x',
      '@.',
      ' %',
      'a ' + ' '.repeat(50) + '»',
    ]) {
      const text = unit.repeat(Math.ceil(200_000 / unit.length));
      const typeset = frenchTypography(text);
      expect(typeset.length).toBeGreaterThan(0);
      expect(frenchTypography(typeset)).toBe(typeset);
    }
  });

  it('counts the defects a French reader would see', () => {
    const kinds = (text: string) => typographyDefects(text).map((defect) => defect.kind);
    expect(kinds('Pourquoi ? Parce que!')).toEqual(['plain space before a mark', 'no space before ; ! ?']);
    expect(kinds('« Oui »')).toEqual(['plain space after «', 'plain space before a mark']);
    expect(kinds('1 200 commandes, 50 %, 450€, Note: fin')).toEqual([
      'plain space between thousands',
      'plain space before € or %',
      'no space before € or %',
      'no space before :',
    ]);
    expect(kinds('https://exemple.fr/?a=b : contact@exemple.fr, 10:30')).toEqual(['plain space before a mark']);
  });
});

/** A French article as the content service sends it: plain spaces everywhere, as an editor types them. */
const frenchArticle = postSchema.parse({
  _id: 'post-fr-test',
  title: 'Pourquoi un site rapide ? Les réponses : vitesse et « confiance »',
  slug: 'site-rapide',
  excerpt: 'Plus de 60 % des visites ; 1 200 clients servis !',
  publishedAt: '2025-07-01T07:30:00.000Z',
  language: 'fr',
  featured: false,
  tags: ['vitesse'],
  characterCount: 0,
  noindex: false,
  categories: [{ _id: 'cat', title: 'Conseils : vitesse', slug: 'conseils', language: 'fr' }],
  seo: { title: 'Site rapide : le guide', description: 'Tout savoir ? Lisez !' },
  author: {
    _id: 'author',
    name: 'Camille Laurent',
    bio: { en: 'Why? Because : speed', fr: 'Pourquoi ? Parce que la vitesse compte !' },
  },
  body: [
    {
      _type: 'block',
      _key: 'a',
      style: 'normal',
      markDefs: [{ _key: 'l', _type: 'link', href: 'https://exemple.fr/a?b=c:d' }],
      children: [
        { _type: 'span', _key: 'a1', text: 'Lancez ', marks: [] },
        { _type: 'span', _key: 'a2', text: 'npm run build ?', marks: ['code'] },
        { _type: 'span', _key: 'a3', text: ' puis lisez ', marks: [] },
        { _type: 'span', _key: 'a4', text: 'le guide', marks: ['l'] },
        { _type: 'span', _key: 'a5', text: ' : tout y est ', marks: [] },
        { _type: 'span', _key: 'a6', text: '!', marks: ['strong'] },
      ],
    },
    {
      _type: 'block',
      _key: 'b',
      style: 'h2',
      markDefs: [],
      children: [{ _type: 'span', _key: 'b1', text: 'Et ensuite ?', marks: [] }],
    },
    { _type: 'code', _key: 'c', language: 'ts', code: 'const a = b ? c : d; // « ici » 50 %' },
    { _type: 'authorSection', _key: 'd', heading: 'Un projet ?', text: 'Écrivez-moi : je réponds vite !' },
  ],
});

describe('an article whose text arrives from the content service with plain spaces', () => {
  it('renders its body with French typography, its code and links exactly as written', async () => {
    renderIn('fr');
    const post = typeset(frenchArticle);
    const root = await renderToFragment(await ArticleBody({ body: post.body, author: null, locale: 'fr' }));
    const code = [...root.querySelectorAll('code')].map((element) => element.textContent);
    expect(code).toEqual(['npm run build ?', 'const a = b ? c : d; // « ici » 50 %']);
    expect(root.querySelector('a[href^="https://exemple"]')?.getAttribute('href')).toBe('https://exemple.fr/a?b=c:d');
    root.querySelectorAll('code').forEach((element) => element.remove());
    expect(root.textContent).toContain('Un projet');
    expect(typographyDefects(root.textContent ?? '')).toEqual([]);
  });

  it('typesets its title, excerpt, search fields, categories and author in French, and English as written', () => {
    const post = typeset(frenchArticle);
    const texts = [post.title, post.excerpt, post.seo?.title, post.seo?.description, post.categories[0].title];
    for (const text of [...texts, post.author?.bio?.fr]) expect(typographyDefects(text ?? '')).toEqual([]);
    expect(shown(post.title)).toBe('Pourquoi un site rapide⍽? Les réponses°: vitesse et «⍽confiance⍽»');
    expect(post.author?.bio?.en).toBe('Why? Because : speed');
    expect(typeset(null)).toBeNull();
    expect(typeset({ title: 'Tips : tricks', language: 'en' }).title).toBe('Tips : tricks');
    expect(post.tags).toEqual(['vitesse']);
  });
});
