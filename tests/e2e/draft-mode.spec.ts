import { expect } from '@playwright/test';
import { test } from './visitors';

/** This build reads the embedded articles: draft mode needs a Sanity project (tests/e2e/content-service.spec.ts). */
test('without a Sanity project, draft mode is unavailable and says why', async ({ request }) => {
  const response = await request.get(
    '/api/draft-mode/enable?sanity-preview-secret=any&sanity-preview-pathname=/blog/core-web-vitals-guide',
    { maxRedirects: 0 },
  );
  expect(response.status()).toBe(501);
  expect(await response.text()).toMatch(/^Draft mode is unavailable: .*NEXT_PUBLIC_SANITY_PROJECT_ID is not set/);
  expect(response.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass');
});

test('leaving draft mode returns to the page it came from, never to another site', async ({ request }) => {
  const exit = async (referer: string) => {
    const response = await request.post('/api/draft-mode/disable', { headers: { referer }, maxRedirects: 0 });
    expect(response.status(), referer).toBe(303);
    return response.headers().location;
  };
  expect(await exit('http://localhost/fr/blog/guide-core-web-vitals?x=1')).toBe('/fr/blog/guide-core-web-vitals?x=1');
  expect(await exit('https://evil.example/blog')).toBe('/blog');
  expect(await exit('http://localhost//evil.example/path')).toBe('/');
  expect(await exit('http://localhost/\\evil.example')).toBe('/');
  expect(await exit('not a url')).toBe('/');
  // Odd schemes and backslashes: the path a browser would resolve, kept only when it stays on the site.
  expect(await exit('foo:/\\evil.example')).toBe('/');
  expect(await exit('javascript:alert(1)//x')).toBe('/');
  expect(await exit('http://localhost/./\\\\evil.example/x')).toBe('/');
  expect(await exit('http://localhost/blog/%5C%5Cx?q=1')).toBe('/blog/%5C%5Cx?q=1');
  for (const referer of ['foo:/\\evil.example', 'http://localhost/\\/evil.example', 'mailto:/\\evil.example'])
    expect(new URL(await exit(referer), 'https://site.example').origin).toBe('https://site.example');
});
