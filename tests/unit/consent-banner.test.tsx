import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Link from 'next/link';
import { ConsentBannerView } from '@/components/consent/consent-banner-view';
import { consentState, saveConsent, withdrawConsent } from '@/lib/consent';
import { BANNER_DELAY_MS, CONSENT_VALIDITY_MS, DAY } from '@/lib/consent/constants';
import { STORAGE_KEYS } from '@/lib/consent/storage-keys';
import en from '@/messages/en.json';

const texts = en.ConsentBanner;

function renderBanner() {
  return render(
    <ConsentBannerView
      texts={texts}
      privacyLink={<Link href="/privacy-policy">{texts.privacyLink}</Link>}
      settingsLink={<Link href="/cookie-settings">{texts.settingsLink}</Link>}
    />,
  );
}

const banner = () => screen.queryByRole('dialog', { name: texts.title });
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

// jsdom lays nothing out: the scroll padding that follows the banner's height is proven in tests/e2e/keyboard-walk.spec.ts.
beforeAll(() => {
  window.ResizeObserver ??= class {
    observe() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

// docs/behaviour/privacy-and-consent.md#consent-banner
describe('when it appears', () => {
  it('waits BANNER_DELAY_MS after load when the visitor has not chosen', () => {
    renderBanner();
    wait(BANNER_DELAY_MS - 1);
    expect(banner()).toBeNull();
    wait(1);
    expect(banner()).toBeInTheDocument();
    expect(banner()).toHaveAccessibleDescription(/None of it loads until you choose/);
  });

  it('stays away while a valid choice exists', () => {
    saveConsent({ analytics: false, marketing: false });
    renderBanner();
    wait(BANNER_DELAY_MS * 3);
    expect(banner()).toBeNull();
  });

  it.each([
    [
      'the choice is older than its validity',
      () => ({ consentDate: new Date(Date.now() - CONSENT_VALIDITY_MS - DAY).toISOString() }),
    ],
    ['the choice was made under another version', () => ({ consentVersion: '1.0' })],
  ])('asks again when %s', (_, change) => {
    saveConsent({ analytics: true, marketing: true });
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.consentRecord.name)!);
    localStorage.setItem(STORAGE_KEYS.consentRecord.name, JSON.stringify({ ...stored, ...change() }));
    renderBanner();
    wait(BANNER_DELAY_MS);
    expect(banner()).toBeInTheDocument();
  });

  it('comes back when consent is withdrawn', () => {
    saveConsent({ analytics: true, marketing: true });
    renderBanner();
    wait(BANNER_DELAY_MS);
    expect(banner()).toBeNull();
    act(() => withdrawConsent());
    expect(banner()).toBeInTheDocument();
  });
});

describe('choosing', () => {
  const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

  it('offers accept, refuse and customize as equally prominent buttons', () => {
    renderBanner();
    wait(BANNER_DELAY_MS);
    const buttons = [texts.acceptAll, texts.necessaryOnly, texts.customize].map((name) =>
      screen.getByRole('button', { name }),
    );
    expect(new Set(buttons.map((button) => button.className)).size).toBe(1);
  });

  it('saves everything on Accept all and closes', async () => {
    renderBanner();
    wait(BANNER_DELAY_MS);
    await user().click(screen.getByRole('button', { name: texts.acceptAll }));
    expect(consentState().record?.preferences).toEqual({
      necessary: true,
      analytics: true,
      marketing: true,
      functional: true,
    });
    expect(banner()).toBeNull();
  });

  it('saves necessary only on refusal and closes', async () => {
    renderBanner();
    wait(BANNER_DELAY_MS);
    await user().click(screen.getByRole('button', { name: texts.necessaryOnly }));
    expect(consentState().record?.preferences).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      functional: false,
    });
    expect(banner()).toBeNull();
  });

  it('lets the visitor customize: switches off until ticked, Back returns, Save stores the answer', async () => {
    // Even after a choice that allowed everything, now expired: a box ticked in advance is no consent.
    saveConsent({ analytics: true, marketing: true });
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.consentRecord.name)!);
    localStorage.setItem(STORAGE_KEYS.consentRecord.name, JSON.stringify({ ...stored, consentVersion: '1.0' }));
    renderBanner();
    wait(BANNER_DELAY_MS);
    const clicks = user();
    await clicks.click(screen.getByRole('button', { name: texts.customize }));
    const analytics = screen.getByRole('switch', { name: texts.analytics });
    const marketing = screen.getByRole('switch', { name: texts.marketing });
    expect(analytics).not.toBeChecked();
    expect(marketing).not.toBeChecked();
    await clicks.click(screen.getByRole('button', { name: texts.save }));
    expect(consentState().record?.preferences).toMatchObject({ analytics: false, marketing: false });
    act(() => withdrawConsent());
    await clicks.click(screen.getByRole('button', { name: texts.customize }));
    expect(screen.getByRole('heading', { name: texts.customTitle })).toHaveFocus();
    expect(screen.getByRole('link', { name: texts.settingsLink })).toHaveAttribute('href', '/cookie-settings');

    await clicks.click(screen.getByRole('button', { name: texts.back }));
    expect(screen.getByRole('button', { name: texts.customize })).toHaveFocus();

    await clicks.click(screen.getByRole('button', { name: texts.customize }));
    await clicks.click(screen.getByRole('switch', { name: texts.analytics }));
    await clicks.click(screen.getByRole('button', { name: texts.save }));
    expect(consentState().record?.preferences).toMatchObject({ analytics: true, marketing: false });
    expect(banner()).toBeNull();
  });
});

// docs/behaviour/privacy-and-consent.md#keyboard-and-screen-readers
describe('as a non-modal dialog', () => {
  const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

  it('announces its arrival in a polite live region that was there before it, without taking the focus', () => {
    renderBanner();
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('');
    wait(BANNER_DELAY_MS);
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent(texts.arrival);
    expect(document.body).toHaveFocus();
    act(() => saveConsent({ analytics: false, marketing: false }));
    expect(region).toHaveTextContent('');
  });

  it('goes back from the custom view on Escape, then closes without a choice and returns the focus', async () => {
    render(
      <>
        <button type="button">Before</button>
        <ConsentBannerView
          texts={texts}
          privacyLink={<Link href="/privacy-policy">{texts.privacyLink}</Link>}
          settingsLink={<Link href="/cookie-settings">{texts.settingsLink}</Link>}
        />
      </>,
    );
    wait(BANNER_DELAY_MS);
    const keys = user();
    screen.getByRole('button', { name: 'Before' }).focus();
    await keys.tab();
    await keys.tab();
    await keys.tab();
    await keys.tab();
    expect(screen.getByRole('button', { name: texts.customize })).toHaveFocus();
    await keys.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: texts.customTitle })).toHaveFocus();
    await keys.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: texts.customize })).toHaveFocus();
    await keys.keyboard('{Escape}');
    expect(banner()).toBeNull();
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
    expect(localStorage.getItem(STORAGE_KEYS.consentRecord.name)).toBeNull();
    wait(BANNER_DELAY_MS * 3);
    expect(banner()).toBeNull();
  });
});
