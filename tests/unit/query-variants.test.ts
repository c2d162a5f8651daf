/** @jest-environment node */
import { parsePublicPath } from '@/i18n/paths';
import { variantAt } from '@/i18n/query-variants';
import { fallbackRewrites, localeRewrites } from '@/i18n/rewrites';

type Rule = ReturnType<typeof fallbackRewrites>[number] & { has?: { key: string; value?: string }[] };

/**
 * The page a public URL reaches, as Next reads the rules: the locale rewrites (a success page is untranslated, so
 * `/success` is `/en/success` and `/fr/success` stays), then, no page claiming that path, the first fallback rule
 * naming it whose query conditions hold.
 */
function reached(pathname: string, query: Record<string, string>): string {
  const internal = pathname.startsWith('/fr/') ? pathname : `/en${pathname}`;
  const rule = (fallbackRewrites() as Rule[]).find(
    (candidate) =>
      candidate.source === internal &&
      (candidate.has ?? []).every(
        ({ key, value }) => query[key] !== undefined && new RegExp(`^${value}$`).test(query[key]),
      ),
  );
  return rule?.destination ?? internal;
}

describe('the prerendered versions of the success pages', () => {
  it.each([
    ['/success', {}, '/en/success/variants/sent'],
    ['/success', { type: 'whatsapp' }, '/en/success/variants/whatsapp'],
    ['/success', { type: 'email' }, '/en/success/variants/sent'],
    ['/success', { type: 'anything', utm_source: 'x' }, '/en/success/variants/sent'],
    ['/success', { type: 'whatsapp', request: 'received' }, '/en/success/variants/whatsapp'],
    ['/success', { type: 'x', request: 'received' }, '/en/success/variants/received'],
    ['/success', { confirmation: 'unsent' }, '/en/success/variants/unacknowledged'],
    ['/success', { confirmation: 'unsent', request: 'received' }, '/en/success/variants/received'],
    ['/success', { confirmation: 'unsentx' }, '/en/success/variants/sent'],
    ['/fr/success', { type: 'whatsapp' }, '/fr/success/variants/whatsapp'],
    ['/contact/email-success', { request: 'received' }, '/en/contact/email-success/variants/received'],
    ['/fr/contact/email-success', { confirmation: 'unsent' }, '/fr/contact/email-success/variants/unacknowledged'],
    ['/contact/email-success', { type: 'whatsapp' }, '/en/contact/email-success/variants/sent'],
    ['/fr/contact/email-success', {}, '/fr/contact/email-success/variants/sent'],
  ])('leads %s?%o to %s', (pathname, query, page) => {
    expect(reached(pathname, query)).toBe(page);
  });

  it('are fallback rules, before the not-found page of their language, so no other page reads them', () => {
    const rules = fallbackRewrites().map(({ source }) => source);
    for (const locale of ['en', 'fr']) {
      const notFound = rules.indexOf(`/${locale}/:path*`);
      expect(rules.lastIndexOf(`/${locale}/success`)).toBeLessThan(notFound);
      expect(rules.lastIndexOf(`/${locale}/contact/email-success`)).toBeLessThan(notFound);
    }
    // The locale rewrites leave the success pages to the English catch-all: no rule of their own.
    expect(localeRewrites().filter(({ source }) => source.includes('success'))).toEqual([]);
  });

  it('reads a version as its page with the query it stands for, so the language switch keeps it', () => {
    expect(parsePublicPath('/en/success/variants/whatsapp')).toEqual({
      locale: 'en',
      match: { internal: '/success', params: {} },
      query: { type: 'whatsapp' },
    });
    expect(parsePublicPath('/fr/contact/email-success/variants/received')).toMatchObject({
      locale: 'fr',
      match: { internal: '/contact/email-success' },
      query: { request: 'received' },
    });
    expect(parsePublicPath('/en/success/variants/sent')).toEqual({
      locale: 'en',
      match: { internal: '/success', params: {} },
      query: {},
    });
    expect(parsePublicPath('/success')).toEqual({ locale: 'en', match: { internal: '/success', params: {} } });
  });

  it('names no version that does not exist', () => {
    for (const path of ['/success/variants/other', '/contact/email-success/variants/whatsapp', '/blog/variants/x'])
      expect([path, variantAt(path)]).toEqual([path, undefined]);
  });
});
