import type { Locale } from '@/i18n/routing';
import type { Method } from '@/lib/contact/choices';

type FormStep = { form_name: string; step_number: number; step_name?: string };
type CityBanner = { city_slug: string; language: Locale; page_path: string };
export type CitySource = 'direct' | 'internal' | 'city' | 'search' | 'social' | 'referral' | 'campaign';
type Category = 'engagement' | 'form' | 'navigation' | 'consent' | 'session' | 'city' | 'performance' | 'conversion';

/** An entry of the catalogue: its category, and (for TypeScript only) the parameters it takes. */
const event = <Params>(category: Category) => ({ category }) as { category: Category; params: Params };

/** Every event the site may send (docs/behaviour/analytics.md#event-catalogue). */
export const catalogue = {
  section_view: event<{ section_name: string; page_path: string }>('engagement'),
  form_start: event<{ form_name: string }>('form'),
  form_step: event<FormStep>('form'),
  form_submit: event<{ form_name: string; method: Method }>('form'),
  form_abandonment: event<FormStep>('form'),
  cta_click: event<{ cta_text: string; cta_location: string; destination: string }>('engagement'),
  social_click: event<{ platform: string; location: string }>('engagement'),
  navigation_click: event<{ link_text: string; destination: string; location: 'header' | 'mobile_menu' }>('navigation'),
  service_interest: event<{ service_name: string; page_path: string }>('engagement'),
  portfolio_view: event<{ project_name: string; project_category?: string }>('engagement'),
  contact_click: event<{ contact_method: 'email' | 'phone' | 'whatsapp'; location: string }>('engagement'),
  animation_trigger: event<{ animation_name: string; section?: string }>('engagement'),
  theme_toggle: event<{ theme: string }>('engagement'),
  mobile_menu_open: event<{ page_path: string }>('navigation'),
  scroll_depth: event<{ percent: 25 | 50 | 75 | 100; page_path: string }>('engagement'),
  video_play: event<{ video_title: string; page_path: string }>('engagement'),
  faq_open: event<{ question: string; page_path: string }>('engagement'),
  cookie_consent: event<{ analytics: boolean; marketing: boolean; functional: boolean }>('consent'),
  session_start: event<{ language: Locale; page_path: string; referrer_host?: string }>('session'),
  city_page_view: event<{
    city_slug: string;
    city_name: string;
    region: string;
    language: Locale;
    source: CitySource;
    detected_city?: string;
  }>('city'),
  city_cta_click: event<{
    city_slug: string;
    cta_type: string;
    cta_text: string;
    cta_location: string;
    language: Locale;
  }>('city'),
  city_banner_view: event<CityBanner>('city'),
  city_banner_click: event<CityBanner>('city'),
  city_page_scroll: event<{ city_slug: string; scroll_depth: 25 | 50 | 75 | 90; language: Locale }>('city'),
  city_page_session_end: event<{ city_slug: string; language: Locale; session_duration: number }>('city'),
  conversion_confirmation: event<{ submission_type: Method; language: Locale; page: string }>('form'),
  web_vitals: event<{
    metric_name: 'CLS' | 'INP' | 'FCP' | 'LCP' | 'TTFB';
    value: number;
    rating: string;
    metric_id: string;
  }>('performance'),
  conversion: event<{ conversion_id: string }>('conversion'),
  contact_form_submit: event<{ submission_type: Method }>('conversion'),
};

export type EventName = keyof typeof catalogue;
export type EventParams<N extends EventName> = (typeof catalogue)[N]['params'];
/** The events of category `conversion`: they carry a value and a currency, and also go to the social pixel. */
export type ConversionName = 'conversion' | 'contact_form_submit';

export const DEFAULT_CURRENCY = 'EUR';
/** Analytics reports shorten FAQ questions to this length (docs/behaviour/content.md#marketing-content). */
export const FAQ_QUESTION_MAX = 100;
/** The contact funnel's last step: leaving before it is abandonment (docs/behaviour/analytics.md#form-tracking). */
export const FORM_LAST_STEP = 4;
