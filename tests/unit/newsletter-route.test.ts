/** @jest-environment node */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HONEYPOT_FIELD } from '@/lib/http/honeypot';
import { importWithEnv } from './react-email-for-jest';
import { typographyDefects } from '@/i18n/typography';

jest.mock('@react-email/components', () => jest.requireActual('./react-email-for-jest').reactEmailForJest);

type Post = (request: Request) => Promise<Response>;

const secret = 'a-newsletter-secret-of-at-least-32-characters';
let nextIp = 1;

function signup(body: unknown, headers: Record<string, string> = {}) {
  return new Request('http://localhost:3100/api/newsletter', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: 'http://localhost:3100',
      host: 'localhost:3100',
      'x-forwarded-for': `10.1.0.${nextIp++}`,
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/**
 * The confirmation page's button, as its form posts it: to the API route, with the token of the page's link
 * and the page's language (proxy.ts passes the page's own URL on the same way).
 */
function press(link: string, origin = 'http://localhost:3100') {
  const page = new URL(link);
  const lang = page.pathname.startsWith('/fr/') ? 'fr' : 'en';
  const token = page.searchParams.get('token') ?? '';
  return new Request(`http://localhost:3100/api/newsletter/confirm?${new URLSearchParams({ token, lang })}`, {
    method: 'POST',
    headers: { origin, host: 'localhost:3100' },
  });
}

type Routes = { POST: Post; CONFIRM: Post };

function loadRoutes(env: Record<string, string | undefined>): Promise<Routes> {
  return importWithEnv(env, async () => {
    const confirm = await import('@/app/api/newsletter/confirm/route');
    return { POST: (await import('@/app/api/newsletter/route')).POST, CONFIRM: confirm.POST };
  });
}

const withResend = {
  RESEND_API_KEY: 're_test_key',
  RESEND_BASE_URL: 'http://127.0.0.1:3999',
  CONTACT_FROM_EMAIL: 'Website <website@example.test>',
  RESEND_SEGMENT_ID: 'seg_newsletter',
  NEWSLETTER_SECRET: secret,
  NEXT_PUBLIC_APP_ENV: undefined,
};

describe('the newsletter with Resend', () => {
  let routes: Routes;
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

  beforeAll(async () => {
    global.fetch = fetchMock as unknown as typeof fetch;
    routes = await loadRoutes(withResend);
  });

  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url) =>
      Response.json(url.endsWith('/contacts') ? { object: 'contact', id: 'c-1' } : { id: 'email-1' }),
    );
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  function calls(endpoint: string) {
    return fetchMock.mock.calls
      .filter(([url]) => url === `http://127.0.0.1:3999${endpoint}`)
      .map(([, init]) => ({ headers: new Headers(init.headers), body: JSON.parse(String(init.body)) }));
  }

  /** Signs up and returns the link of the confirmation email. */
  async function linkFor(email: string, locale: 'en' | 'fr') {
    const response = await routes.POST(signup({ email, locale }));
    expect(response.status).toBe(200);
    const [sent] = calls('/emails').slice(-1);
    return sent.body.text.match(/https?:\/\/\S+/)[0] as string;
  }

  it('sends one confirmation email in the visitor language, whose link holds no address', async () => {
    const response = await routes.POST(signup({ email: 'jeanne@example.fr', locale: 'fr' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const emails = calls('/emails');
    expect(emails).toHaveLength(1);
    const [{ headers, body }] = emails;
    expect(body).toMatchObject({
      from: 'Website <website@example.test>',
      to: 'jeanne@example.fr',
      subject: 'Confirmez votre inscription à la newsletter de Camille Laurent Studio',
    });
    expect(body.text).toContain('Le lien est valable 48\u00a0heures.');
    // Printed as French is, the link left as it is.
    expect(body.text).toContain('Confirmer mon inscription\u00a0: http');
    expect(typographyDefects(body.text)).toEqual([]);
    expect(headers.get('idempotency-key')).toMatch(/^newsletter-[0-9a-f]{48}$/);
    const link = new URL(body.text.match(/https?:\/\/\S+/)[0]);
    // The confirmation page in the visitor's language, which asks for a click.
    expect(link.pathname).toBe('/fr/newsletter/confirm');
    expect([...link.searchParams.keys()]).toEqual(['token']);
    expect(link.href).not.toContain('jeanne');
    expect(body.html).toContain(link.search);
    // Nothing joined the list yet.
    expect(calls('/contacts')).toHaveLength(0);
  });

  it('sends one confirmation a day to a mailbox, however its address is spelled and whoever asks', async () => {
    const spellings = ['Paul@Example.com', 'paul@example.com', ' PAUL@EXAMPLE.COM ', 'pAuL@eXaMpLe.CoM'];
    for (const [attempt, email] of spellings.entries()) {
      // A new client each time: the per-client limit never applies.
      const response = await routes.POST(signup({ email, locale: 'en' }, { 'x-forwarded-for': `198.18.7.${attempt}` }));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true });
    }
    const emails = calls('/emails');
    expect(emails).toHaveLength(1);
    expect(emails[0].body.to).toBe('paul@example.com');
    expect(emails[0].body.subject).toBe('Confirm your subscription to the Camille Laurent Studio newsletter');
  });

  it('subscribes the address once when the button is pressed, however often', async () => {
    const link = await linkFor('ada@example.com', 'en');
    // The API route answers nothing but the button's post: following a link subscribes nobody.
    expect(Object.keys(await import('@/app/api/newsletter/confirm/route'))).toEqual(['POST']);

    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await routes.CONFIRM(press(link));
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/newsletter/subscribed');
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    // A used link is remembered: pressing again makes no call to the provider.
    expect(calls('/contacts').map((contact) => contact.body)).toEqual([
      { email: 'ada@example.com', unsubscribed: false, segments: [{ id: 'seg_newsletter' }] },
    ]);
  });

  it('reads a used link under another spelling as invalid: no second call to the provider', async () => {
    const link = await linkFor('linus@example.com', 'en');
    expect((await routes.CONFIRM(press(link))).headers.get('location')).toBe('/newsletter/subscribed');
    const token = new URL(link).searchParams.get('token') ?? '';
    const variants = ['A', 'g', '_'].map((extra) => link.replace(token, token + extra));
    for (const variant of variants)
      expect((await routes.CONFIRM(press(variant))).headers.get('location')).toBe('/newsletter/invalid');
    expect(calls('/contacts')).toHaveLength(1);
  });

  it('lands in French for a French link, and says so when the link was altered or is missing', async () => {
    const link = await linkFor('camille@example.fr', 'fr');
    expect((await routes.CONFIRM(press(link))).headers.get('location')).toBe('/fr/newsletter/subscribed');
    const altered = link.replace(/token=([A-Za-z0-9_-])/, (_, first) => `token=${first === 'A' ? 'B' : 'A'}`);
    expect((await routes.CONFIRM(press(altered))).headers.get('location')).toBe('/fr/newsletter/invalid');
    const bare = new Request('http://localhost:3100/api/newsletter/confirm', {
      method: 'POST',
      headers: { origin: 'http://localhost:3100', host: 'localhost:3100' },
    });
    expect((await routes.CONFIRM(bare)).headers.get('location')).toBe('/newsletter/invalid');
    expect(calls('/contacts')).toHaveLength(1);
  });

  it('refuses a press from another site', async () => {
    const link = await linkFor('mallory@example.com', 'en');
    expect((await routes.CONFIRM(press(link, 'https://evil.example'))).status).toBe(403);
    expect(calls('/contacts')).toHaveLength(0);
  });

  it('says an old link expired, and subscribes nobody', async () => {
    const { createConfirmationToken } = await import('@/lib/newsletter/token');
    const token = createConfirmationToken(
      { email: 'old@example.com', locale: 'en' },
      secret,
      Date.now() - 49 * 3_600_000,
    );
    const response = await routes.CONFIRM(press(`http://localhost:3000/newsletter/confirm?token=${token}`));
    expect(response.headers.get('location')).toBe('/newsletter/expired');
    expect(calls('/contacts')).toHaveLength(0);
  });

  it('says the subscription failed when the provider refuses the contact, and lets the same link try again', async () => {
    const link = await linkFor('grace@example.com', 'en');
    fetchMock.mockImplementation(async () =>
      Response.json({ name: 'application_error', message: 'x' }, { status: 500 }),
    );
    expect((await routes.CONFIRM(press(link))).headers.get('location')).toBe('/newsletter/failed');
    fetchMock.mockImplementation(async () => Response.json({ object: 'contact', id: 'c-1' }));
    expect((await routes.CONFIRM(press(link))).headers.get('location')).toBe('/newsletter/subscribed');
    expect(calls('/contacts')).toHaveLength(2);
  });

  it('answers like the contact form: 400 in the visitor language, 403, 413, 415, 429, 502', async () => {
    const invalid = await routes.POST(signup({ email: 'jeanne@', locale: 'fr' }));
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({ ok: false, error: 'Veuillez saisir une adresse e-mail valide.' });
    expect((await (await routes.POST(signup({ locale: 'en' }))).json()).error).toBe('Email is required');
    expect((await routes.POST(signup({ email: 'a@example.com' }, { origin: 'https://evil.example' }))).status).toBe(
      403,
    );
    expect((await routes.POST(signup({ email: `${'a'.repeat(1100)}@example.com` }))).status).toBe(413);
    expect((await routes.POST(signup('email=a@example.com', { 'content-type': 'text/plain' }))).status).toBe(415);
    expect(calls('/emails')).toHaveLength(0);

    const client = { 'x-forwarded-for': '203.0.113.50' };
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await routes.POST(signup({ email: `a${attempt}@example.com`, locale: 'en' }, client))).status).toBe(200);
    const limited = await routes.POST(signup({ email: 'a6@example.com', locale: 'en' }, client));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect((await limited.json()).error).toBe(
      'You have tried several times in a short time. Please wait 15 min before trying again.',
    );

    fetchMock.mockImplementation(async () =>
      Response.json({ name: 'application_error', message: 'x' }, { status: 500 }),
    );
    const failed = await routes.POST(signup({ email: 'b@example.com', locale: 'en' }));
    expect(failed.status).toBe(502);
    expect((await failed.json()).error).toBe(
      'Sorry, your subscription could not be sent. Please try again in a few minutes.',
    );
  });

  it('answers a filled honeypot as a sent confirmation, after the same checks, and sends nothing', async () => {
    const response = await routes.POST(signup({ email: 'bot@example.com', locale: 'en', [HONEYPOT_FIELD]: 'x' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const invalid = await routes.POST(signup({ email: 'bot@', locale: 'en', [HONEYPOT_FIELD]: 'x' }));
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({ ok: false, error: 'Please enter a valid email address.' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the newsletter without a Resend key', () => {
  it('writes the confirmation, then the subscriber, to the outbox', async () => {
    const outbox = mkdtempSync(path.join(tmpdir(), 'outbox-'));
    const { POST, CONFIRM } = await loadRoutes({
      ...withResend,
      RESEND_API_KEY: undefined,
      NEWSLETTER_SECRET: undefined,
      CONTACT_OUTBOX_DIR: outbox,
    });
    jest.spyOn(console, 'info').mockImplementation(() => {});
    expect((await POST(signup({ email: 'dev@example.com', locale: 'en' }))).status).toBe(200);
    const [confirmation] = readdirSync(outbox);
    const { text } = JSON.parse(readFileSync(path.join(outbox, confirmation), 'utf8'));
    // Outside production the links are sealed with a key derived from the site's origin.
    const response = await CONFIRM(press(text.match(/https?:\/\/\S+/)[0]));
    expect(response.headers.get('location')).toBe('/newsletter/subscribed');
    const subscriber = readdirSync(outbox).find((file) => file.startsWith('newsletter-subscriber-')) as string;
    expect(JSON.parse(readFileSync(path.join(outbox, subscriber), 'utf8'))).toMatchObject({
      subscriber: 'dev@example.com',
      segment: 'seg_newsletter',
    });
    jest.restoreAllMocks();
  });

  it('signs nobody up in production without NEWSLETTER_SECRET', async () => {
    const outbox = mkdtempSync(path.join(tmpdir(), 'outbox-'));
    const { POST } = await loadRoutes({
      ...withResend,
      RESEND_API_KEY: undefined,
      NEWSLETTER_SECRET: undefined,
      NEXT_PUBLIC_APP_ENV: 'production',
      CONTACT_OUTBOX_DIR: outbox,
    });
    expect((await POST(signup({ email: 'dev@example.com', locale: 'en' }))).status).toBe(502);
    expect(readdirSync(outbox)).toEqual([]);
    delete process.env.NEXT_PUBLIC_APP_ENV;
  });
});
