import { markSubmission, reportSuccessPage } from '@/lib/analytics/engagement';

const sent: string[] = [];
jest.mock('@/lib/analytics', () => ({
  trackEvent: (name: string) => sent.push(name),
  trackConversion: (name: string) => sent.push(name),
}));

const visit = (path: string) => window.history.replaceState(null, '', path);

beforeEach(() => {
  sent.length = 0;
});

// docs/behaviour/analytics.md#conversions-and-the-social-pixel
describe('the conversion of a success page', () => {
  it('is confirmed once, for the request the funnel has just sent', () => {
    markSubmission('email');
    visit('/contact/email-success');
    reportSuccessPage('en');
    expect(sent).toEqual(['conversion_confirmation', 'contact_form_submit']);
    // The same page again (a refresh, Back then Forward) is not another request.
    reportSuccessPage('en');
    expect(sent).toHaveLength(2);
  });

  it('is not confirmed by a direct visit, nor by the success page of another method', () => {
    visit('/fr/contact/whatsapp-success');
    reportSuccessPage('fr');
    markSubmission('email');
    visit('/fr/success?type=whatsapp');
    reportSuccessPage('fr');
    expect(sent).toEqual([]);
    visit('/fr/success');
    reportSuccessPage('fr');
    expect(sent).toEqual(['conversion_confirmation', 'contact_form_submit']);
  });
});
