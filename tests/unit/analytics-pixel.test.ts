import { pixelEventName, sendToPixel, type Fbq } from '@/lib/analytics/pixel';

// docs/behaviour/analytics.md#conversions-and-the-social-pixel
describe('social pixel mapping', () => {
  it.each([
    ['conversion', 'Purchase'],
    ['add_to_cart', 'AddToCart'],
    ['begin_checkout', 'InitiateCheckout'],
    ['contact_form_submit', 'Lead'],
    ['conversion_confirmation', 'CustomEvent'],
    ['toString', 'CustomEvent'],
  ])('%s becomes %s', (name, expected) => {
    expect(pixelEventName(name)).toBe(expected);
  });

  it('sends standard events with track and others with trackCustom under their own name', () => {
    const fbq = jest.fn() as jest.MockedFunction<Fbq>;
    const base = { category: 'conversion' as const, timestamp: 0, currency: 'EUR' };
    sendToPixel(fbq, { ...base, name: 'contact_form_submit', parameters: { submission_type: 'email' } });
    sendToPixel(fbq, { ...base, name: 'section_view', parameters: { section_name: 'hero' } });
    expect(fbq.mock.calls).toEqual([
      ['track', 'Lead', { submission_type: 'email', value: undefined, currency: 'EUR' }],
      ['trackCustom', 'section_view', { section_name: 'hero', value: undefined, currency: 'EUR' }],
    ]);
  });
});
