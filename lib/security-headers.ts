import { VIDEO_EMBED_ORIGIN } from './content/video';

/** The hosts the consent-gated analytics load from and report to (components/analytics). */
const tagManager = 'https://www.googletagmanager.com';
const analytics = ['https://www.google-analytics.com', 'https://www.facebook.com', 'https://*.clarity.ms', tagManager];
const contentHosts = ['https://cdn.sanity.io'];

type Directives = Record<string, string[]>;

/**
 * Pages stay static, so Next's inline hydration scripts need 'unsafe-inline' in script-src
 * (docs/workarounds.md#unsafe-inline-in-script-src); everything else is strict (docs/architecture.md#security-headers).
 */
const directives: Directives = {
  'default-src': ["'self'"],
  // React's development build evaluates code for its error overlay; production never gets 'unsafe-eval'.
  'script-src': [
    "'self'",
    "'unsafe-inline'",
    ...(process.env.NODE_ENV === 'development' ? ["'unsafe-eval'"] : []),
    tagManager,
    'https://www.google-analytics.com',
    'https://connect.facebook.net',
    'https://www.clarity.ms',
    'https://scripts.clarity.ms',
    'https://va.vercel-scripts.com',
  ],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', ...contentHosts, ...analytics],
  'font-src': ["'self'"],
  'connect-src': [
    "'self'",
    ...contentHosts,
    'https://*.api.sanity.io',
    ...analytics,
    'https://region1.google-analytics.com',
    'https://vitals.vercel-insights.com',
  ],
  // The author's video is framed only after the visitor presses play (components/author/video-player.tsx).
  'frame-src': ["'self'", tagManager, VIDEO_EMBED_ORIGIN],
  // The service worker (/sw.js) and nothing else.
  'worker-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

const policy = (changes: Directives = {}) =>
  Object.entries({ ...directives, ...changes })
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');

const otherHeaders = (frameOptions: string) => [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: frameOptions },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()',
  },
];

export const securityHeaders = [{ key: 'Content-Security-Policy', value: policy() }, ...otherHeaders('DENY')];

/** The cookie Next sets while draft mode is on (`draftMode().enable()`), named in Next's documentation. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';

/** In draft mode the pages are shown inside the studio's Presentation tool, a frame of this same site, and no other. */
export const draftModeSecurityHeaders = [
  { key: 'Content-Security-Policy', value: policy({ 'frame-ancestors': ["'self'"] }) },
  ...otherHeaders('SAMEORIGIN'),
];

/** The embedded studio (/studio only) talks to the content service over HTTPS and websockets, and shows avatars. */
const studioHosts = ['https://*.sanity.io', 'https://*.sanity-cdn.com'];
export const studioSecurityHeaders = [
  {
    key: 'Content-Security-Policy',
    value: policy({
      'script-src': [...directives['script-src'], ...studioHosts],
      'img-src': [...directives['img-src'], 'https:'],
      'connect-src': [...directives['connect-src'], ...studioHosts, 'wss://*.api.sanity.io'],
      'font-src': ["'self'", ...studioHosts],
      'worker-src': ["'self'", 'blob:'],
    }),
  },
  ...otherHeaders('DENY'),
];
