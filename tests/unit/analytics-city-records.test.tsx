import {
  CITY_BANNER_VIEWS_LIMIT,
  CITY_CTA_CLICKS_LIMIT,
  CITY_VIEWS_LIMIT,
  geoStats,
  markCityBannerClicked,
  readCityBannerViews,
  readCityCtaClicks,
  readCityViews,
  saveCityBannerView,
  saveCityCtaClick,
  saveCityView,
  type CityBannerView,
  type CityCtaClick,
  type CityPageView,
} from '@/lib/analytics/city-records';
import { act, render, screen, waitFor } from '@testing-library/react';
import { AdminGeoPanel, type AdminPanelLabels } from '@/components/analytics/admin-geo-panel';
import { analyticsAllowed } from '@/components/analytics/analytics-root';
import { visitSource } from '@/lib/analytics/engagement';
import { saveConsent } from '@/lib/consent';
import { detectCity } from '@/lib/places/geolocation';
import { STORAGE_KEYS } from '@/lib/consent/storage-keys';
import en from '@/messages/en.json';

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

const bannerView = (clicked: boolean, timestamp = '2025-06-01T10:00:00.000Z'): CityBannerView => ({
  timestamp,
  citySlug: 'lyon',
  language: 'en',
  pagePath: '/services',
  clicked,
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

// docs/behaviour/analytics.md#city-events
describe('city records in local storage', () => {
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

  it('keeps the 20 latest showings of the city banner, the last one marked when followed', () => {
    for (let index = 1; index <= 22; index += 1) saveCityBannerView(bannerView(false, `shown ${index}`));
    markCityBannerClicked();
    const shown = readCityBannerViews();
    expect(shown).toHaveLength(CITY_BANNER_VIEWS_LIMIT);
    expect(shown[0].timestamp).toBe('shown 3');
    expect(shown.filter((view) => view.clicked).map((view) => view.timestamp)).toEqual(['shown 22']);
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
    const stats = geoStats(
      views,
      [click('city'), click('city'), click('contact'), click('service'), click('other')],
      [bannerView(true), bannerView(false), bannerView(false)],
    );
    expect(stats).toMatchObject({
      totalViews: 8,
      uniqueCities: 6,
      detectionRate: 25,
      interCityClicks: 2,
      languages: { en: 6, fr: 2 },
      bannerClickRate: 33,
      serviceConversions: 2,
    });
    expect(stats.topCities).toHaveLength(5);
    expect(stats.topCities.slice(0, 2)).toEqual([
      { slug: 'paris', name: 'Paris', views: 2 },
      { slug: 'lyon', name: 'Lyon', views: 2 },
    ]);
  });

  it('shows zeros without records, and no banner rate while the banner was never shown', () => {
    expect(geoStats([], [], [])).toMatchObject({
      totalViews: 0,
      detectionRate: 0,
      bannerClickRate: null,
      topCities: [],
    });
  });
});

// docs/behaviour/analytics.md#where-analytics-runs
describe('where analytics may run', () => {
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

describe("the visitor's city from the host's geolocation headers", () => {
  const headers = (values: Record<string, string>) => new Headers(values);

  it.each([
    ['a city with a page', { 'x-vercel-ip-city': 'Lyon', 'x-vercel-ip-country': 'FR' }, 'lyon'],
    ['a city without a page', { 'x-vercel-ip-city': 'Saint-%C3%89tienne', 'x-vercel-ip-country': 'FR' }, null],
    ['a city with no country', { 'x-vercel-ip-city': 'Montpellier' }, 'montpellier'],
    ['another case', { 'x-vercel-ip-city': 'PARIS', 'x-vercel-ip-country': 'fr' }, 'paris'],
    ['a namesake abroad', { 'x-vercel-ip-city': 'Paris', 'x-vercel-ip-country': 'US' }, null],
    ['a malformed escape', { 'x-vercel-ip-city': '%E0%A4', 'x-vercel-ip-country': 'FR' }, null],
    ['an oversized value', { 'x-vercel-ip-city': `Ly${'o'.repeat(10_000)}n` }, null],
  ])('%s: a detection, and the city only where it has a page', (_, values, city) => {
    expect(detectCity(headers(values), true)).toEqual({ available: true, city });
  });

  it('says detection is unavailable when the host names no city', () => {
    expect(detectCity(headers({ 'x-vercel-ip-country': 'FR' }), true)).toEqual({ available: false, city: null });
    expect(detectCity(headers({}), true)).toEqual({ available: false, city: null });
  });

  it('ignores the headers where the host does not set them: a visitor could write them', () => {
    expect(detectCity(headers({ 'x-vercel-ip-city': 'Lyon', 'x-vercel-ip-country': 'FR' }), false)).toEqual({
      available: false,
      city: null,
    });
  });
});

describe('the admin geo panel', () => {
  const labels: AdminPanelLabels = en.AdminPanel;
  const bannerRate = () => screen.getByText(labels.bannerClickRate).nextElementSibling?.textContent;

  it('follows the records written in its own tab, not only those of other tabs', async () => {
    sessionStorage.setItem(STORAGE_KEYS.cityDetection.name, JSON.stringify({ available: true, city: 'lyon' }));
    saveCityBannerView(bannerView(false));
    saveCityBannerView(bannerView(false));
    saveCityBannerView(bannerView(false));
    markCityBannerClicked();
    render(<AdminGeoPanel labels={labels} locale="en" />);
    await waitFor(() => expect(bannerRate()).toBe('33%'));

    // The banner shows once more in this very tab: one click in four showings.
    act(() => saveCityBannerView(bannerView(false)));
    expect(bannerRate()).toBe('25%');
    act(() => saveCityView(view('nice')));
    expect(screen.getByText(labels.totalViews).nextElementSibling).toHaveTextContent('1');
  });
});
