import { VIDEO_EMBED_ORIGIN } from './content/video';

/**
 * Security headers for every response (docs/architecture.md#security-headers). Pages stay static, so Next's inline hydration scripts
 * need 'unsafe-inline' in script-src (docs/workarounds.md#unsafe-inline-in-script-src); everything else is strict.
 */
const analyticsHosts = {
  script: [
    'https://www.googletagmanager.com',
    'https://www.google-analytics.com',
    'https://connect.facebook.net',
    'https://www.clarity.ms',
    'https://scripts.clarity.ms',
    'https://va.vercel-scripts.com',
  ],
  connect: [
    'https://www.google-analytics.com',
    'https://region1.google-analytics.com',
    'https://www.googletagmanager.com',
    'https://www.facebook.com',
    'https://*.clarity.ms',
    'https://vitals.vercel-insights.com',
  ],
  image: [
    'https://www.google-analytics.com',
    'https://www.googletagmanager.com',
    'https://www.facebook.com',
    'https://*.clarity.ms',
  ],
};

const contentHosts = ['https://cdn.sanity.io'];

/** The policy, with `extra` sources added to some directives and `replaced` directives set anew. */
function contentSecurityPolicy(extra: Record<string, string[]> = {}, replaced: Record<string, string[]> = {}): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // React's development build evaluates code for its error overlay; production never gets 'unsafe-eval'.
    'script-src': [
      "'self'",
      "'unsafe-inline'",
      ...(process.env.NODE_ENV === 'development' ? ["'unsafe-eval'"] : []),
      ...analyticsHosts.script,
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...contentHosts, ...analyticsHosts.image],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...contentHosts, 'https://*.api.sanity.io', ...analyticsHosts.connect],
    // The author's video, framed only after the visitor presses play (components/author/video-player.tsx).
    'frame-src': ["'self'", 'https://www.googletagmanager.com', VIDEO_EMBED_ORIGIN],
    // The service worker (/sw.js) and nothing else.
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  for (const [name, values] of Object.entries(extra))
    directives[name] = [...new Set([...(directives[name] ?? []), ...values])];
  Object.assign(directives, replaced);
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

const otherHeaders = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()',
  },
];

export const securityHeaders = [{ key: 'Content-Security-Policy', value: contentSecurityPolicy() }, ...otherHeaders];

/** The cookie Next sets while draft mode is on (`draftMode().enable()`), named in Next's documentation. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';

/**
 * A request in draft mode (the draft-mode cookie set) may be shown inside the studio's Presentation tool, a
 * frame of this same site: only then do the pages let this origin frame them, and no other.
 */
export const draftModeSecurityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy({}, { 'frame-ancestors': ["'self'"] }) },
  ...otherHeaders.filter(({ key }) => key !== 'X-Frame-Options'),
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
];

/**
 * The embedded content studio (/studio only) talks to the content service's API over HTTPS and websockets,
 * loads its bridge script and shows avatars from the sign-in providers.
 */
const studioHosts = ['https://*.sanity.io', 'https://*.sanity-cdn.com'];
export const studioSecurityHeaders = [
  {
    key: 'Content-Security-Policy',
    value: contentSecurityPolicy({
      'script-src': studioHosts,
      'connect-src': [...studioHosts, 'wss://*.api.sanity.io'],
      'img-src': ['https:'],
      'font-src': studioHosts,
      'worker-src': ["'self'", 'blob:'],
    }),
  },
  ...otherHeaders,
];
