/** @jest-environment node */
import { parsePublicPath } from '@/i18n/paths';
import { variantAt } from '@/i18n/query-variants';
import { variantRewrites } from '@/i18n/rewrites';

/** The page a URL reaches through the rewrites, as Next reads them: the first rule whose path and query hold. */
function reached(pathname: string, query: Record<string, string>): string {
  const rule = variantRewrites().find(
    (candidate) =>
      candidate.source === pathname &&
      candidate.has.every(({ key, value }) => query[key] !== undefined && new RegExp(`^${value}$`).test(query[key])),
  );
  return rule?.destination ?? pathname;
}

describe('the prerendered versions of the success pages', () => {
  it.each([
    ['/success', {}, '/success'],
    ['/success', { type: 'whatsapp' }, '/en/success/variants/whatsapp'],
    ['/success', { type: 'email' }, '/success'],
    ['/success', { type: 'anything', utm_source: 'x' }, '/success'],
    ['/success', { type: 'whatsapp', request: 'received' }, '/en/success/variants/whatsapp'],
    ['/success', { type: 'x', request: 'received' }, '/en/success/variants/received'],
    ['/success', { confirmation: 'unsent' }, '/en/success/variants/unacknowledged'],
    ['/success', { confirmation: 'unsent', request: 'received' }, '/en/success/variants/received'],
    ['/success', { confirmation: 'unsentx' }, '/success'],
    ['/fr/success', { type: 'whatsapp' }, '/fr/success/variants/whatsapp'],
    ['/contact/email-success', { request: 'received' }, '/en/contact/email-success/variants/received'],
    ['/fr/contact/email-success', { confirmation: 'unsent' }, '/fr/contact/email-success/variants/unacknowledged'],
    ['/contact/email-success', { type: 'whatsapp' }, '/contact/email-success'],
    ['/contact/whatsapp-success', { type: 'whatsapp' }, '/contact/whatsapp-success'],
  ])('leads %s?%o to %s', (pathname, query, page) => {
    expect(reached(pathname, query)).toBe(page);
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
    expect(parsePublicPath('/success')).toEqual({ locale: 'en', match: { internal: '/success', params: {} } });
  });

  it('names no version that does not exist', () => {
    for (const path of ['/success/variants/other', '/contact/email-success/variants/whatsapp', '/blog/variants/x'])
      expect([path, variantAt(path)]).toEqual([path, undefined]);
  });
});
