import { expect, type Page } from '@playwright/test';
import { HONEYPOT_FIELD } from '../../lib/http/honeypot';
import { newsletterSegment } from './suite';
import { fakeResend } from './fake-resend';
import { test } from './visitors';

const received = async (marker: string) => (await fakeResend.received(marker)).emails;
const contacts = async (marker: string) => (await fakeResend.contacts(marker)).contacts;
/** How many calls the contacts API got for the marker's address. */
const contactCalls = async (marker: string) => (await fakeResend.contacts(marker)).requests;

/** Each test is its own reader: its own address (holding a marker) and its own client address for the rate limit. */
async function reader(page: Page, testId: string) {
  const marker = `news-${testId}-${Date.now().toString(36)}`;
  const octet = [...testId].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 250;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.18.${octet}.${Date.now() % 250}` });
  return { marker, address: `reader.${marker}@example.com` };
}

const languages = [
  {
    lang: 'en',
    // The sign-up sits under the blog list and under every article.
    page: '/blog',
    label: 'Email address',
    subscribe: 'Subscribe',
    sent: 'Almost done: open the email I have just sent you',
    subject: 'Confirm your subscription to the Camille Laurent Studio newsletter',
    confirmPath: '/newsletter/confirm',
    confirmButton: 'Confirm my subscription',
    landing: /localhost:\d+\/newsletter\/subscribed$/,
    subscribed: 'You are subscribed',
    invalidEmail: 'Please enter a valid email address.',
  },
  {
    lang: 'fr',
    page: '/fr/blog/guide-core-web-vitals',
    label: 'Adresse e-mail',
    subscribe: "S'abonner",
    sent: "Presque fini : ouvrez l'e-mail que je viens de vous envoyer",
    subject: 'Confirmez votre inscription à la newsletter de Camille Laurent Studio',
    confirmPath: '/fr/newsletter/confirm',
    confirmButton: 'Confirmer mon inscription',
    landing: /\/fr\/newsletter\/subscribed$/,
    subscribed: 'Votre inscription est confirmée',
    invalidEmail: 'Veuillez saisir une adresse e-mail valide.',
  },
] as const;

const newsletter = (page: Page) => page.locator('section[data-section="newsletter"]');

for (const language of languages) {
  test.describe(`newsletter (${language.lang})`, () => {
    test('double opt-in: a confirmation email in the visitor language, then the button of its page subscribes the address', async ({
      page,
    }, info) => {
      const { marker, address } = await reader(page, info.testId);
      await page.goto(language.page);
      await newsletter(page).getByLabel(language.label).fill(address);
      await newsletter(page).getByRole('button', { name: language.subscribe }).click();
      await expect(newsletter(page).getByRole('status')).toContainText(language.sent);
      await expect(newsletter(page).getByLabel(language.label)).toHaveValue('');

      const [email, ...others] = await received(marker);
      expect(others).toHaveLength(0);
      expect(email.body).toMatchObject({ to: address, subject: language.subject });
      expect(email.body.html).toContain(`lang="${language.lang}"`);
      // Nothing is kept before the visitor confirms, and the link does not carry the address in the clear.
      expect(await contacts(marker)).toEqual([]);
      const link = new URL(email.body.text.match(/https?:\/\/\S+/)?.[0] ?? '');
      expect(link.pathname).toBe(language.confirmPath);
      expect([...link.searchParams.keys()]).toEqual(['token']);
      expect(link.search).not.toContain('reader.');
      expect(link.search).not.toContain(marker);
      const confirm = `${link.pathname}${link.search}`;

      // A mail scanner following the link, as GET or HEAD, subscribes nobody.
      for (const method of ['GET', 'HEAD']) expect((await page.request.fetch(confirm, { method })).status()).toBe(200);
      expect(await contactCalls(marker)).toBe(0);

      await page.goto(confirm);
      // The token leaves the address bar as the page loads, before any script could read it; a reload keeps it.
      await expect(page).toHaveURL(new RegExp(`${language.confirmPath}$`));
      await page.reload();
      expect(await contactCalls(marker)).toBe(0);
      await page.getByRole('button', { name: language.confirmButton }).click();
      await expect(page).toHaveURL(language.landing);
      await expect(page.getByRole('main').getByRole('status')).toContainText(language.subscribed);
      await expect(newsletter(page)).toHaveCount(0);
      expect(await contacts(marker)).toEqual([
        { id: expect.any(String), email: address, unsubscribed: false, segments: [newsletterSegment] },
      ]);

      // Pressing again, from the same link, says so and makes no second call to the provider.
      await page.goto(confirm);
      await page.getByRole('button', { name: language.confirmButton }).click();
      await expect(page.getByRole('main').getByRole('status')).toContainText(language.subscribed);
      expect(await contactCalls(marker)).toBe(1);
    });

    test('an invalid address gets the contact form’s message and nothing is sent', async ({ page }, info) => {
      const { marker } = await reader(page, info.testId);
      await page.goto(language.page);
      const field = newsletter(page).getByLabel(language.label);
      await field.fill(`${marker}@`);
      await newsletter(page).getByRole('button', { name: language.subscribe }).click();
      await expect(newsletter(page).getByRole('alert')).toHaveText(language.invalidEmail);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(language.invalidEmail);
      expect(await received(marker)).toEqual([]);
    });
  });
}

test('a link that was altered says so, in its language, and offers the form again', async ({ page }) => {
  await page.goto('/fr/newsletter/confirm?token=not-a-real-token');
  await expect(page).toHaveURL(/\/fr\/newsletter\/confirm$/);
  await page.getByRole('button', { name: 'Confirmer mon inscription' }).click();
  await expect(page).toHaveURL(/\/fr\/newsletter\/invalid$/);
  await expect(page.getByRole('main').getByRole('status')).toContainText('Ce lien ne fonctionne pas');
  await expect(newsletter(page).getByRole('button', { name: "S'abonner" })).toBeVisible();
});

test('without JavaScript, the button of the confirmation page subscribes too', async ({ browser, page }, info) => {
  const { marker, address } = await reader(page, info.testId);
  await page.goto('/blog');
  await newsletter(page).getByLabel('Email address').fill(address);
  await newsletter(page).getByRole('button', { name: 'Subscribe' }).click();
  await expect(newsletter(page).getByRole('status')).toContainText('Almost done');
  const [email] = await received(marker);
  const link = new URL(email.body.text.match(/https?:\/\/\S+/)?.[0] ?? '');

  const context = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await context.newPage();
  await noScript.goto(`${link.pathname}${link.search}`);
  await noScript.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(noScript).toHaveURL(/localhost:\d+\/newsletter\/subscribed$/);
  await expect(noScript.getByRole('main').getByRole('status')).toContainText('You are subscribed');
  expect(await contacts(marker)).toHaveLength(1);
  await context.close();
});

test('a used link written another way (a character appended that decodes to the same bytes) is invalid and calls the provider no second time', async ({
  page,
}, info) => {
  const { marker, address } = await reader(page, info.testId);
  const signup = await page.request.post('/api/newsletter', {
    data: { email: address, locale: 'en', [HONEYPOT_FIELD]: '' },
  });
  expect(signup.status()).toBe(200);
  const [email] = await received(marker);
  const token = new URL(email.body.text.match(/https?:\/\/\S+/)?.[0] ?? '').searchParams.get('token') ?? '';
  // The confirmation page's button, as its form posts it.
  const press = (written: string) => page.request.post(`/newsletter/confirm?token=${written}`, { maxRedirects: 0 });
  const first = await press(token);
  expect([first.status(), first.headers().location]).toEqual([303, '/newsletter/subscribed']);
  expect(await contactCalls(marker)).toBe(1);

  // Base64url decoding drops the bits past the last byte: these spellings name the very same bytes.
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const bytes = Buffer.from(token, 'base64url');
  const variants = [...alphabet]
    .flatMap((character) => [token + character, token.slice(0, -1) + character])
    .filter((variant) => variant !== token && Buffer.from(variant, 'base64url').equals(bytes));
  expect(variants.length).toBeGreaterThan(0);
  for (const variant of variants) {
    const again = await press(variant);
    expect([variant, again.status(), again.headers().location]).toEqual([variant, 303, '/newsletter/invalid']);
  }
  expect(await contactCalls(marker)).toBe(1);
});

test('after 5 sign-ups in 15 minutes, the visitor is told how long to wait and nothing more is sent', async ({
  page,
}, info) => {
  const { marker } = await reader(page, info.testId);
  await page.goto('/fr/blog');
  const field = newsletter(page).getByLabel('Adresse e-mail');
  for (let attempt = 1; attempt <= 6; attempt += 1) {
    await field.fill(`reader${attempt}.${marker}@example.com`);
    await newsletter(page).getByRole('button', { name: "S'abonner" }).click();
    if (attempt <= 5) await expect(field).toHaveValue('');
  }
  await expect(newsletter(page).getByRole('alert')).toHaveText(
    'Vous avez essayé plusieurs fois en peu de temps. Veuillez patienter 15 min avant de réessayer.',
  );
  expect(await received(marker)).toHaveLength(5);
});

test('the privacy policy and My Data say what the newsletter keeps and how to leave it', async ({ page }) => {
  await page.goto('/privacy-policy');
  const section = page.locator('section#newsletter');
  await expect(section.getByRole('heading', { name: 'Leaving the newsletter' })).toBeVisible();
  await expect(section).toContainText('Every newsletter ends with an unsubscribe link');
  await expect(page.locator('section#collected')).toContainText('When you subscribe to the newsletter');
  await expect(page.locator('section#retention')).toContainText('a sign-up you do not confirm is never stored');

  await page.goto('/fr/politique-de-confidentialite');
  await expect(page.locator('section#newsletter')).toContainText(
    'Chaque newsletter se termine par un lien de désinscription',
  );
  await page.locator('footer').getByRole('button', { name: 'Mes données' }).click();
  await expect(page.getByRole('dialog')).toContainText('Si vous vous êtes abonné à la newsletter');
});
