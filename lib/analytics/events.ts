import type { Locale } from '@/i18n/routing';
import type { Method } from '@/lib/contact/choices';

type FormStep = { form_name: string; step_number: number; step_name?: string };
type CityBanner = { city_slug: string; language: Locale; page_path: string };
export type CitySource = 'direct' | 'internal' | 'city' | 'search' | 'social' | 'referral' | 'campaign';

/** Every event the site may send, with its parameters (docs/behaviour/analytics.md#event-catalogue). */
type Catalogue = {
  section_view: { section_name: string; page_path: string };
  form_start: { form_name: string };
  form_step: FormStep;
  form_submit: { form_name: string; method: Method };
  form_abandonment: FormStep;
  cta_click: { cta_text: string; cta_location: string; destination: string };
  social_click: { platform: string; location: string };
  navigation_click: { link_text: string; destination: string; location: 'header' | 'mobile_menu' };
  service_interest: { service_name: string; page_path: string };
  portfolio_view: { project_name: string; project_category?: string };
  contact_click: { contact_method: 'email' | 'phone' | 'whatsapp'; location: string };
  animation_trigger: { animation_name: string; section?: string };
  theme_toggle: { theme: string };
  mobile_menu_open: { page_path: string };
  scroll_depth: { percent: 25 | 50 | 75 | 100; page_path: string };
  video_play: { video_title: string; page_path: string };
  faq_open: { question: string; page_path: string };
  cookie_consent: { analytics: boolean; marketing: boolean; functional: boolean };
  session_start: { language: Locale; page_path: string; referrer_host?: string };
  city_page_view: {
    city_slug: string;
    city_name: string;
    region: string;
    language: Locale;
    source: CitySource;
    detected_city?: string;
  };
  city_cta_click: { city_slug: string; cta_type: string; cta_text: string; cta_location: string; language: Locale };
  city_banner_view: CityBanner;
  city_banner_click: CityBanner;
  city_page_scroll: { city_slug: string; scroll_depth: 25 | 50 | 75 | 90; language: Locale };
  city_page_session_end: { city_slug: string; language: Locale; session_duration: number };
  conversion_confirmation: { submission_type: Method; language: Locale; page: string };
  web_vitals: { metric_name: 'CLS' | 'INP' | 'FCP' | 'LCP' | 'TTFB'; value: number; rating: string; metric_id: string };
  conversion: { conversion_id: string };
  contact_form_submit: { submission_type: Method };
};

export type EventName = keyof Catalogue;
export type EventParams<N extends EventName> = Catalogue[N];

export const eventCategories = {
  section_view: 'engagement',
  form_start: 'form',
  form_step: 'form',
  form_submit: 'form',
  form_abandonment: 'form',
  cta_click: 'engagement',
  social_click: 'engagement',
  navigation_click: 'navigation',
  service_interest: 'engagement',
  portfolio_view: 'engagement',
  contact_click: 'engagement',
  animation_trigger: 'engagement',
  theme_toggle: 'engagement',
  mobile_menu_open: 'navigation',
  scroll_depth: 'engagement',
  video_play: 'engagement',
  faq_open: 'engagement',
  cookie_consent: 'consent',
  session_start: 'session',
  city_page_view: 'city',
  city_cta_click: 'city',
  city_banner_view: 'city',
  city_banner_click: 'city',
  city_page_scroll: 'city',
  city_page_session_end: 'city',
  conversion_confirmation: 'form',
  web_vitals: 'performance',
  conversion: 'conversion',
  contact_form_submit: 'conversion',
} as const satisfies Record<EventName, string>;

/** The events of category `conversion`: they carry a value and a currency, and also go to the social pixel. */
export type ConversionName = 'conversion' | 'contact_form_submit';

export const DEFAULT_CURRENCY = 'EUR';
/** Analytics reports shorten FAQ questions to this length (docs/behaviour/content.md#marketing-content). */
export const FAQ_QUESTION_MAX = 100;
/** The contact funnel's last step: leaving before it is abandonment (docs/behaviour/analytics.md#form-tracking). */
export const FORM_LAST_STEP = 4;
