import {
  CITY_CTA_CLICKS_LIMIT,
  CITY_VIEWS_LIMIT,
  geoStats,
  readCityCtaClicks,
  readCityViews,
  saveCityCtaClick,
  saveCityView,
  type CityCtaClick,
  type CityPageView,
} from '@/lib/analytics/city-records';
import { visitSource } from '@/lib/analytics/engagement/city';
import { analyticsAllowed } from '@/lib/analytics/environment';
import { saveConsent } from '@/lib/consent';
import { STORAGE_KEYS } from '@/lib/consent/storage-keys';

const view = (citySlug: string, overrides: Partial<CityPageView> = {}): CityPageView => ({
  citySlug,
  cityName: citySlug[0].toUpperCase() + citySlug.slice(1),
  region: 'Region',
  language: 'en',
  source: 'search',
  detectedCity: null,
  userAgent: 'jest',
  timestamp: '2025-06-01T10:00:00.000Z',
  ...overrides,
});

const click = (ctaType: CityCtaClick['ctaType'], ctaText = 'Get a quote'): CityCtaClick => ({
  timestamp: '2025-06-01T10:00:00.000Z',
  citySlug: 'lyon',
  ctaType,
  ctaText,
  ctaLocation: 'hero',
  language: 'fr',
});

beforeEach(() => {
  localStorage.clear();
  saveConsent({ analytics: true, marketing: false });
});

describe('city records in local storage (spec §3, §9)', () => {
  it('keeps nothing without analytics consent', () => {
    saveConsent({ analytics: false, marketing: true });
    saveCityView(view('paris'));
    saveCityCtaClick(click('contact'));
    expect(localStorage.getItem(STORAGE_KEYS.cityViews.name)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.cityCtaClicks.name)).toBeNull();
  });

  it('keeps the 10 latest page views', () => {
    for (let index = 1; index <= 12; index += 1) saveCityView(view('paris', { timestamp: `view ${index}` }));
    const views = readCityViews();
    expect(views).toHaveLength(CITY_VIEWS_LIMIT);
    expect(views[0].timestamp).toBe('view 3');
    expect(views.at(-1)?.timestamp).toBe('view 12');
  });

  it('keeps the 20 latest CTA clicks', () => {
    for (let index = 1; index <= 25; index += 1) saveCityCtaClick(click('contact', `cta ${index}`));
    const clicks = readCityCtaClicks();
    expect(clicks).toHaveLength(CITY_CTA_CLICKS_LIMIT);
    expect(clicks[0].ctaText).toBe('cta 6');
  });

  it('reads corrupt or foreign data as no records', () => {
    localStorage.setItem(STORAGE_KEYS.cityViews.name, '{not json');
    localStorage.setItem(STORAGE_KEYS.cityCtaClicks.name, '{"a":1}');
    expect(readCityViews()).toEqual([]);
    expect(readCityCtaClicks()).toEqual([]);
  });
});

describe('admin geo figures', () => {
  it('computes every figure of the panel from the records', () => {
    const views = [
      view('paris', { detectedCity: 'paris' }),
      view('paris', { language: 'fr' }),
      view('lyon', { language: 'fr', detectedCity: 'lyon' }),
      view('nice'),
      ...['lille', 'rennes', 'nantes'].map((slug) => view(slug)),
      view('lyon'),
    ];
    const stats = geoStats(views, [
      click('city'),
      click('city'),
      click('banner'),
      click('contact'),
      click('service'),
      click('other'),
    ]);
    expect(stats).toMatchObject({
      totalViews: 8,
      uniqueCities: 6,
      detectionRate: 25,
      interCityClicks: 2,
      languages: { en: 6, fr: 2 },
      bannerClickRate: 13,
      serviceConversions: 2,
    });
    expect(stats.topCities).toHaveLength(5);
    expect(stats.topCities.slice(0, 2)).toEqual([
      { slug: 'paris', name: 'Paris', views: 2 },
      { slug: 'lyon', name: 'Lyon', views: 2 },
    ]);
  });

  it('shows zeros without records', () => {
    expect(geoStats([], [])).toMatchObject({ totalViews: 0, detectionRate: 0, bannerClickRate: 0, topCities: [] });
  });
});

describe('where analytics may run (spec §4)', () => {
  const production = 'https://www.camille-laurent.dev';
  it.each([
    ['camille-laurent.dev', '', true],
    ['www.camille-laurent.dev', '', true],
    ['localhost', '', true],
    ['preview-123.vercel.app', '', false],
    ['preview-123.vercel.app', '?gtm_debug=x', true],
    ['preview-123.vercel.app', '?gtm_preview=env-3&gtm_auth=abc', true],
  ])('%s%s: %s', (hostname, search, expected) => {
    expect(analyticsAllowed(hostname, search, production)).toBe(expected);
  });
});

describe('where a city page visit came from', () => {
  const origin = 'https://www.camille-laurent.dev';
  it.each([
    [null, '?utm_source=newsletter', '', 'campaign'],
    ['/fr/developpeur-web/lyon', '', '', 'city'],
    ['/services', '', '', 'internal'],
    [null, '', `${origin}/web-developer/nice`, 'city'],
    [null, '', `${origin}/blog`, 'internal'],
    [null, '', 'https://www.google.fr/', 'search'],
    [null, '', 'https://www.qwant.com/', 'search'],
    [null, '', 'https://www.linkedin.com/feed/', 'social'],
    [null, '', 'https://annuaire.example.org/', 'referral'],
    [null, '', '', 'direct'],
  ] as const)('previous page %s, query "%s", referrer "%s": %s', (previous, search, referrer, expected) => {
    expect(visitSource(previous, search, referrer, origin)).toBe(expected);
  });
});
