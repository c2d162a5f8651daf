import { expect, type APIResponse } from '@playwright/test';
import { sitePages } from './site-pages';
import { test } from './visitors';

/** The hosts the consent-gated analytics loaders fetch scripts from (components/analytics). */
const analyticsScriptHosts = [
  'https://www.googletagmanager.com',
  'https://www.google-analytics.com',
  'https://connect.facebook.net',
  'https://www.clarity.ms',
];

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name.toLowerCase(), values]),
  );
}

/** Every problem with one response's headers; empty when they are right. */
function problems(response: APIResponse): string[] {
  const headers = response.headers();
  const found: string[] = [];
  const policy = directives(headers['content-security-policy'] ?? '');
  const expectDirective = (name: string, wanted: string[]) => {
    const values = policy.get(name);
    if (!values || wanted.some((value) => !values.includes(value)))
      found.push(`CSP ${name} is "${values?.join(' ')}", expected ${wanted.join(' ')}`);
  };
  if (policy.size === 0) found.push('no Content-Security-Policy');
  else {
    if ([...policy.values()].flat().includes("'unsafe-eval'")) found.push("CSP allows 'unsafe-eval'");
    expectDirective('default-src', ["'self'"]);
    expectDirective('script-src', ["'self'", ...analyticsScriptHosts]);
    expectDirective('object-src', ["'none'"]);
    expectDirective('frame-ancestors', ["'none'"]);
    expectDirective('base-uri', ["'self'"]);
    expectDirective('form-action', ["'self'"]);
    if (policy.get('object-src')?.length !== 1) found.push('CSP object-src allows more than none');
    if (policy.get('frame-ancestors')?.length !== 1) found.push('CSP frame-ancestors allows more than none');
  }
  const maxAge = Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1]);
  if (!(maxAge >= 63_072_000) || !/includeSubDomains/i.test(headers['strict-transport-security'] ?? '')) {
    found.push(
      `Strict-Transport-Security is "${headers['strict-transport-security']}", expected two years with subdomains`,
    );
  }
  if (headers['x-content-type-options'] !== 'nosniff')
    found.push(`X-Content-Type-Options is "${headers['x-content-type-options']}"`);
  if (headers['referrer-policy'] !== 'strict-origin-when-cross-origin')
    found.push(`Referrer-Policy is "${headers['referrer-policy']}"`);
  const permissions = headers['permissions-policy'] ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    if (!permissions.split(',').some((entry) => entry.trim() === `${feature}=()`))
      found.push(`Permissions-Policy does not deny ${feature}: "${permissions}"`);
  }
  if ('x-powered-by' in headers) found.push(`X-Powered-By is sent: "${headers['x-powered-by']}"`);
  return found;
}

test('every page, the contact API and static files carry the security headers', async ({ request }) => {
  test.setTimeout(120_000);
  const pages = await sitePages(request);
  const home = await request.get('/');
  const script = /\/_next\/static\/[^"]+\.js/.exec(await home.text())?.[0];
  const font = /\/_next\/static\/media\/[^"]+\.woff2/.exec(await home.text())?.[0];
  expect(script, 'a script of the home page').toBeDefined();
  expect(font, 'the font of the home page').toBeDefined();

  const checks: [string, () => Promise<APIResponse>, number][] = [
    ...pages.map(({ path, status }): [string, () => Promise<APIResponse>, number] => [
      path,
      () => request.get(path),
      status,
    ]),
    [
      'POST /api/contact (invalid)',
      () => request.post('/api/contact', { data: {}, headers: { 'x-forwarded-for': '192.0.2.77' } }),
      400,
    ],
    ['GET /api/contact', () => request.get('/api/contact'), 405],
    [script!, () => request.get(script!), 200],
    [font!, () => request.get(font!), 200],
    ['/icon-192.png', () => request.get('/icon-192.png'), 200],
    ['/robots.txt', () => request.get('/robots.txt'), 200],
    ['/sitemap.xml', () => request.get('/sitemap.xml'), 200],
    ['/manifest.webmanifest', () => request.get('/manifest.webmanifest'), 200],
  ];
  const report: string[] = [];
  for (const [label, send, status] of checks) {
    const response = await send();
    if (response.status() !== status) report.push(`${label}: answered ${response.status()}, expected ${status}`);
    const found = problems(response);
    if (found.length > 0) report.push(`${label}:\n  ${found.join('\n  ')}`);
  }
  expect(report.join('\n')).toBe('');
});

test('the browser enforces the policy: a script from an unlisted host is refused', async ({ page }) => {
  // Answered locally, so without the policy the script would load (and the test fail) with no network.
  await page.route('https://evil.example/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.stolen = true;' }),
  );
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/.test(message.text())) blocked.push(message.text());
  });
  await page.goto('/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.src = 'https://evil.example/steal.js';
    document.head.append(script);
  });
  await expect.poll(() => blocked.join('\n')).toContain('evil.example');
  expect(await page.evaluate(() => 'stolen' in window)).toBe(false);
});
