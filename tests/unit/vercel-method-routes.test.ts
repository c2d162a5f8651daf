/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { allowedMethods, HTTP_METHODS } from '@/lib/http/allowed-methods';
import { METHOD_NOT_ALLOWED_FILE, vercelMethodRoutes, type MethodRoute } from '@/lib/http/vercel-method-routes';

const vercelJson = JSON.parse(readFileSync(path.join(process.cwd(), 'vercel.json'), 'utf8')) as {
  routes: MethodRoute[];
};

/**
 * The first route that takes a request, as Vercel's edge reads routes: the source matched without regard to
 * case (unless a route asks), and the method one of the route's `methods`.
 */
const routeFor = (method: string, pathname: string) =>
  vercelJson.routes.find((route) => route.methods.includes(method) && new RegExp(route.src, 'i').test(pathname));

const paths = [
  '/',
  '/fr',
  '/services',
  '/services/',
  '/fr/a-propos',
  '/blog/core-web-vitals-guide',
  '/feed.xml',
  '/fr/feed.xml',
  '/og/about',
  '/fr/og/blog/guide-core-web-vitals',
  '/icon.svg',
  '/_next/static/chunks/main.js',
  '/_next/image',
  '/newsletter/confirm',
  '/fr/newsletter/confirm',
  '/api/contact',
  '/api/contact/',
  '/api/newsletter',
  '/api/newsletter/confirm',
  '/api/revalidate',
  '/api/draft-mode/enable',
  '/api/draft-mode/disable',
  '/api/health',
  '/api/leads/retry',
  '/api/unknown',
];

describe("vercel.json's method routes", () => {
  it('are the method table written out (`npm run proxy:matcher` writes them)', () => {
    expect(vercelJson.routes).toEqual(vercelMethodRoutes());
  });

  it('keep within what the Build Output accepts: anchored sources, at most ten methods, a static answer', () => {
    for (const route of vercelJson.routes) {
      expect(route.src).toMatch(/^\^.*\$$/);
      expect(route.methods.length).toBeLessThanOrEqual(10);
      expect(route).toMatchObject({ status: 405, dest: METHOD_NOT_ALLOWED_FILE });
    }
  });

  it.each(paths)('answer %s with 405 exactly for the methods it does not take, with its Allow', (pathname) => {
    for (const method of HTTP_METHODS) {
      const allowed = allowedMethods(pathname);
      const route = routeFor(method, pathname);
      if (allowed.includes(method)) expect([method, route]).toEqual([method, undefined]);
      else expect([method, route?.headers.Allow]).toEqual([method, allowed.join(', ')]);
    }
  });

  it("leave Vercel's own paths to Vercel (its analytics post to /_vercel/…)", () => {
    expect(routeFor('POST', '/_vercel/insights/view')).toBeUndefined();
    expect(routeFor('POST', '/_vercel/speed-insights/vitals')).toBeUndefined();
  });
});
