/** @jest-environment node */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { figureFormatter } from '@/i18n/figures';
import { appBudgets, budgetBounds, websiteBudgets } from '@/lib/contact/choices';
import { HONEYPOT_FIELD } from '@/lib/http/honeypot';
import fr from '@/messages/fr.json';
import { DELIVERED_KEPT_MS } from '@/lib/contact/leads';
import { importWithEnv } from './react-email-for-jest';
import { typographyDefects } from '@/i18n/typography';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { PROOF_COST, PROVEN_CEILING_FACTOR } from '@/lib/contact/admission';
import en from '@/messages/en.json';

jest.mock('@react-email/components', () => jest.requireActual('./react-email-for-jest').reactEmailForJest);

type Handler = (request: Request) => Promise<Response>;

const submission = {
  projectType: 'mobile-app',
  budget: appBudgets[1],
  heardFrom: 'referral',
  firstName: 'Jeanne',
  lastName: 'Dupont',
  email: 'jeanne@example.fr',
  phone: '+33 6 12 34 56 78',
  company: 'Boulangerie Dupont',
  deadlineWeeks: 12,
  timeline: '8-16-weeks',
  message: '<p>Une application de <b>commande</b> pour mes clients.</p><script>alert(1)</script>',
  method: 'email',
  locale: 'fr',
  submissionId: 'b3c1d2e4-0000-4000-8000-000000000001',
  [HONEYPOT_FIELD]: '',
};

let nextIp = 1;
let nextVisitor = 1;
/** The submission from an address that has had no acknowledgement yet (one a day per address). */
const fromNewVisitor = (changes: Record<string, unknown> = {}) => ({
  ...submission,
  email: `jeanne.${nextVisitor++}@example.fr`,
  ...changes,
});

function post(body: unknown, headers: Record<string, string> = {}) {
  return new Request('http://localhost:3100/api/contact', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: 'http://localhost:3100',
      host: 'localhost:3100',
      // As a proxy writes it: whatever the visitor sent, then the address the proxy saw.
      'x-forwarded-for': `192.168.0.1, 10.0.${Math.floor(nextIp / 250)}.${nextIp++ % 250}`,
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Each load is a new process with an empty lead store of its own, unless `env` names one. */
async function loadRoute(env: Record<string, string | undefined>): Promise<Handler> {
  const leads = { LEADS_DIR: mkdtempSync(path.join(tmpdir(), 'leads-')), ...env };
  return importWithEnv(leads, async () => (await import('@/app/api/contact/route')).POST);
}

const resend = {
  RESEND_API_KEY: 're_test_key',
  RESEND_BASE_URL: 'http://127.0.0.1:3999',
  CONTACT_TO_EMAIL: 'owner@example.test',
  CONTACT_FROM_EMAIL: 'Website <website@example.test>',
};

describe('POST /api/contact with Resend', () => {
  let POST: Handler;
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

  beforeAll(async () => {
    global.fetch = fetchMock as unknown as typeof fetch;
    POST = await loadRoute(resend);
  });

  beforeEach(() => {
    fetchMock.mockReset();
    // A fresh Response per call: a body can be read once.
    fetchMock.mockImplementation(async () => Response.json({ id: 'email-1' }));
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(() => jest.restoreAllMocks());

  function emails() {
    return fetchMock.mock.calls.map(([url, init]) => ({
      url,
      headers: new Headers(init.headers),
      body: JSON.parse(String(init.body)),
      init,
    }));
  }

  /** The one email to the owner; the visitor's acknowledgement, if any, is the other one. */
  function sent() {
    const toOwner = emails().filter((email) => email.body.to === 'owner@example.test');
    expect(toOwner).toHaveLength(1);
    return toOwner[0];
  }

  function acknowledgements() {
    return emails().filter((email) => email.body.to !== 'owner@example.test');
  }

  it('sends one complete email to the owner with the visitor as reply-to and an idempotency key', async () => {
    const response = await POST(post(submission));
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer).toEqual({
      ok: true,
      id: expect.stringMatching(/^contact-[0-9a-f]{48}$/),
      delivery: 'sent',
      acknowledged: true,
    });

    const { url, headers, body, init } = sent();
    expect(url).toBe('http://127.0.0.1:3999/emails');
    expect(init.method).toBe('POST');
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(headers.get('authorization')).toBe('Bearer re_test_key');
    expect(headers.get('idempotency-key')).toBe(answer.id);
    expect(body).toMatchObject({
      from: 'Website <website@example.test>',
      to: 'owner@example.test',
      reply_to: 'jeanne@example.fr',
      subject: 'Nouvelle demande de projet : Application mobile – Jeanne Dupont',
    });
    for (const text of [
      'Application mobile',
      figureFormatter('fr', fr)
        .amounts(budgetBounds[submission.budget])
        .replace(/[\u00a0\u202f]/g, ' '),
      "Recommandation d'un proche",
      '12 semaines',
      '8 à 16 semaines',
      'Jeanne Dupont',
      'jeanne@example.fr',
      '+33 6 12 34 56 78',
      'Boulangerie Dupont',
      'français',
      'Une application de commande pour mes clients.',
    ]) {
      expect(body.text.replace(/[\u00a0\u202f]/g, ' ')).toContain(text);
    }
    expect(body.html).toContain('<b>commande</b>');
    expect(body.html).not.toContain('<script>');
  });

  it('sends the visitor one acknowledgement in their language, with its own key, repeating nothing they typed', async () => {
    const visitor = fromNewVisitor();
    const response = await POST(post(visitor));
    const { id } = await response.json();
    expect(emails()).toHaveLength(2);
    const [acknowledgement] = acknowledgements();
    expect(acknowledgement.headers.get('idempotency-key')).toBe(id.replace(/^contact-/, 'acknowledgement-'));
    expect(acknowledgement.body).toMatchObject({
      from: 'Website <website@example.test>',
      to: visitor.email,
      reply_to: 'hello@camille-laurent.dev',
      subject: 'Votre demande est bien arrivée chez Camille Laurent',
    });
    for (const text of ['LA SUITE', 'Sous 24 h', 'hello@camille-laurent.dev', '+33 6 12 34 56 78'])
      expect(acknowledgement.body.text.replace(/[\u00a0\u202f]/g, ' ')).toContain(text);
    // It opens and closes as a French professional's email does, and is printed as French is.
    expect(acknowledgement.body.text.split('\n').slice(0, 3)).toEqual([
      'Votre demande est bien arrivée',
      '',
      'Bonjour,',
    ]);
    expect(acknowledgement.body.text).toMatch(/\n\nBien cordialement,\nCamille Laurent\n\n-+\n/);
    expect(acknowledgement.body.html).toContain('Bonjour,');
    expect(typographyDefects(acknowledgement.body.text)).toEqual([]);
    const { email, ...typed } = visitor;
    for (const value of [
      typed.firstName,
      typed.lastName,
      typed.company,
      'commande',
      'Application mobile',
      '12 semaines',
    ])
      expect(JSON.stringify(acknowledgement.body)).not.toContain(value);
    expect(acknowledgement.body.html).toContain('lang="fr"');
    expect(email).toBe(acknowledgement.body.to);

    fetchMock.mockClear();
    await POST(post(fromNewVisitor({ locale: 'en', submissionId: 'b3c1d2e4-0000-4000-8000-000000000002' })));
    const [english] = acknowledgements();
    expect(english.body.subject).toBe('Your request has reached Camille Laurent');
    expect(english.body.text.split('\n')[2]).toBe('Hello,');
    expect(english.body.text).toMatch(/\n\nKind regards,\nCamille Laurent\n\n-+\n/);
  });

  it('keeps the request received when only the acknowledgement fails, and sends the owner nothing twice', async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      JSON.parse(String(init.body)).to === 'owner@example.test'
        ? Response.json({ id: 'email-1' })
        : Response.json({ name: 'application_error', message: 'boom' }, { status: 500 }),
    );
    const visitor = fromNewVisitor();
    const response = await POST(post(visitor));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true, delivery: 'received', acknowledged: false });
    expect(acknowledgements()).toHaveLength(1);

    // The visitor sends again once the provider is back: only the acknowledgement is left to send.
    fetchMock.mockImplementation(async () => Response.json({ id: 'email-2' }));
    expect(await (await POST(post(visitor))).json()).toMatchObject({ delivery: 'sent', acknowledged: true });
    expect(sent().headers.get('idempotency-key')).toMatch(/^contact-/);
    expect(acknowledgements()).toHaveLength(2);
  });

  it('sends no acknowledgement on the chat path, where the visitor is already talking to the owner', async () => {
    const response = await POST(post({ ...submission, method: 'whatsapp' }));
    expect(response.status).toBe(200);
    expect(sent().body.subject).toContain('Jeanne Dupont');
    expect(acknowledgements()).toHaveLength(0);
  });

  it('sends a delivered submission once however often it comes again, and an edited one as a new request', async () => {
    const again = fromNewVisitor();
    const first = await (await POST(post(again))).json();
    expect(sent().headers.get('idempotency-key')).toBe(first.id);
    fetchMock.mockClear();
    const second = await POST(post(again));
    expect(await second.json()).toEqual(first);
    expect(fetchMock).not.toHaveBeenCalled();
    expect((await POST(post({ ...again, deadlineWeeks: 13 }))).status).toBe(200);
    expect(sent().headers.get('idempotency-key')).not.toBe(first.id);
  });

  it('keeps a request the provider refuses: the visitor is told it is received, the same key goes out on retry', async () => {
    fetchMock.mockImplementation(async () =>
      Response.json({ name: 'application_error', message: 'boom' }, { status: 500 }),
    );
    const visitor = fromNewVisitor();
    const received = await POST(post(visitor));
    expect(received.status).toBe(200);
    const answer = await received.json();
    expect(answer).toEqual({
      ok: true,
      id: expect.stringMatching(/^contact-/),
      delivery: 'received',
      acknowledged: false,
    });
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    expect(await (await POST(post({ ...visitor, locale: 'en' }))).json()).toMatchObject({ delivery: 'received' });
    expect(emails().map((email) => email.headers.get('idempotency-key'))).toContain(answer.id);
  });

  it('keeps line breaks out of the subject', async () => {
    await POST(post({ ...submission, lastName: 'Dupont\r\nBcc: victim@example.com' }));
    expect(sent().body.subject).toBe(
      'Nouvelle demande de projet : Application mobile – Jeanne Dupont Bcc: victim@example.com',
    );
  });

  it('keeps bidi and zero-width controls out of the subject and the names the owner reads', async () => {
    await POST(post({ ...submission, firstName: 'Jea\u200Bnne', lastName: '\u202Etnop\u2066uD\u2069' }));
    const { body } = sent();
    expect(body.subject).toBe('Nouvelle demande de projet : Application mobile – Jeanne tnopuD');
    expect(body.text).toContain('Jeanne tnopuD');
    expect(body.text).not.toMatch(/[\u200B-\u200F\u202A-\u202E\u2066-\u2069]/);
  });

  it('answers 400 with field messages in the visitor language', async () => {
    const response = await POST(post({ ...submission, email: 'nope', firstName: 'J', company: '', deadlineWeeks: 0 }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      ok: false,
      errors: {
        email: 'Veuillez saisir une adresse e-mail valide.',
        firstName: 'Le prénom doit contenir entre 2 et 100 caractères',
        company: "Le nom de l'entreprise est requis pour ce type de projet",
        deadlineWeeks: 'Le délai doit être un nombre entier de semaines entre 1 et 104',
      },
    });
    const english = await POST(post({ ...submission, locale: 'en', phone: 'abc' }));
    expect((await english.json()).errors).toEqual({ phone: 'Please enter a valid phone number.' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('answers 400 to a body that is not JSON', async () => {
    const response = await POST(post('{"firstName":'));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ ok: false, errors: { form: expect.any(String) } });
  });

  it('refuses another origin with 403', async () => {
    expect((await POST(post(submission, { origin: 'https://evil.example' }))).status).toBe(403);
    expect((await POST(post(submission, { origin: 'null' }))).status).toBe(403);
    // The canonical origin is accepted even behind a proxy that changes the host.
    const accepted = post(fromNewVisitor(), { origin: 'http://localhost:3000', host: 'internal:8080' });
    expect((await POST(accepted)).status).toBe(200);
    // The accepted one: the owner's email and the visitor's acknowledgement.
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sent().body.subject).toContain('Jeanne Dupont');
  });

  it('refuses a body over 32 KiB with 413, whatever Content-Length says', async () => {
    const big = { ...submission, message: 'x'.repeat(33 * 1024) };
    expect((await POST(post(big))).status).toBe(413);
    expect((await POST(post(big, { 'content-length': '100' }))).status).toBe(413);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses anything but JSON with 415', async () => {
    const response = await POST(post('firstName=Jeanne', { 'content-type': 'application/x-www-form-urlencoded' }));
    expect(response.status).toBe(415);
    expect((await POST(post(submission, { 'content-type': 'application/json; charset=utf-8' }))).status).toBe(200);
  });

  it('answers 429 with Retry-After after 5 tries from one client in 15 minutes, however it forges its address', async () => {
    // A new forged entry per request: the proxy's own entry, on the right, stays the same.
    const client = (forged: number) => ({ 'x-forwarded-for': `198.51.100.${forged}, 203.0.113.9` });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await POST(post({ ...submission, deadlineWeeks: attempt + 1 }, client(attempt)))).status).toBe(200);
    }
    const refused = await POST(post(submission, client(99)));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(await refused.json()).toMatchObject({ ok: false });
    // Another client is not affected.
    expect((await POST(post(submission, { 'x-forwarded-for': '203.0.113.10' }))).status).toBe(200);
  });

  it('delivers a kept request on the next retry run with its own keys, then never again', async () => {
    // A process of its own, with a lead store of its own.
    const POST = await loadRoute(resend);
    fetchMock.mockImplementation(async () =>
      Response.json({ name: 'application_error', message: 'boom' }, { status: 500 }),
    );
    // Left empty, as the funnel sends them: empty fields must not change the keys when the lead is read back.
    const visitor = fromNewVisitor({
      projectType: 'website',
      budget: websiteBudgets[1],
      phone: '',
      company: '',
      timeline: '',
    });
    const { id, delivery } = await (await POST(post(visitor))).json();
    expect(delivery).toBe('received');
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => Response.json({ id: 'email-3' }));
    const { retryPendingLeads } = await import('@/lib/contact/leads');
    expect(await retryPendingLeads()).toEqual({ delivered: 1, stillPending: 0 });
    expect(sent().headers.get('idempotency-key')).toBe(id);
    expect(acknowledgements().map((email) => email.headers.get('idempotency-key'))).toEqual([
      id.replace('contact-', 'acknowledgement-'),
    ]);
    fetchMock.mockClear();
    expect(await retryPendingLeads()).toEqual({ delivered: 0, stillPending: 0 });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('forgets on its retry pass the leads delivered over a day ago', async () => {
    const leads = mkdtempSync(path.join(tmpdir(), 'leads-'));
    mkdirSync(path.join(leads, 'sent'), { recursive: true });
    const delivered = (id: string, sentAt: number) => {
      const file = path.join(leads, 'sent', `${id}.json`);
      writeFileSync(file, JSON.stringify({ id, createdAt: sentAt, state: 'sent', attempts: 0, nextAttemptAt: 0 }));
      utimesSync(file, sentAt / 1000, sentAt / 1000);
    };
    const [expired, kept] = [`contact-${'e'.repeat(48)}`, `contact-${'f'.repeat(48)}`];
    delivered(expired, Date.now() - DELIVERED_KEPT_MS - 60_000);
    delivered(kept, Date.now() - DELIVERED_KEPT_MS + 60_000);
    await loadRoute({ ...resend, LEADS_DIR: leads });
    const { retryPendingLeads } = await import('@/lib/contact/leads');
    await retryPendingLeads();
    expect(readdirSync(path.join(leads, 'sent'))).toEqual([`${kept}.json`]);
  });

  it('answers 502 with the send-failure text when neither the lead store nor the provider takes it', async () => {
    // A lead store that cannot be written (its folder would be inside a file), and a failing provider.
    const notAFolder = path.join(mkdtempSync(path.join(tmpdir(), 'leads-')), 'file');
    writeFileSync(notAFolder, '');
    const POST = await loadRoute({ ...resend, LEADS_DIR: path.join(notAFolder, 'leads') });
    fetchMock.mockImplementation(async () =>
      Response.json({ name: 'application_error', message: 'boom' }, { status: 500 }),
    );
    const failed = await POST(post(submission));
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({
      ok: false,
      error:
        "Désolé, une erreur s'est produite lors de l'envoi de votre message. Veuillez réessayer ou me contacter directement.",
    });
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    expect((await POST(post({ ...submission, locale: 'en' }))).status).toBe(502);
  });

  it('answers a filled honeypot exactly as the same request sent, and sends nothing', async () => {
    const visitor = fromNewVisitor();
    const bot = { ...visitor, [HONEYPOT_FIELD]: 'https://spam.example' };
    const caught = await POST(post(bot));
    expect(caught.status).toBe(200);
    const answer = await caught.json();
    expect(answer).toEqual({
      ok: true,
      id: expect.stringMatching(/^contact-[0-9a-f]{48}$/),
      delivery: 'sent',
      acknowledged: true,
    });
    // Sent twice, as a double click: the same id.
    expect(await (await POST(post(bot))).json()).toEqual(answer);
    expect(fetchMock).not.toHaveBeenCalled();
    // The very answer the request gets without the hidden field, id included.
    expect(await (await POST(post(visitor))).json()).toEqual(answer);
    // On the chat path, no acknowledgement either way.
    const chat = { ...fromNewVisitor(), method: 'whatsapp', [HONEYPOT_FIELD]: 'x' };
    expect(await (await POST(post(chat))).json()).toMatchObject({ delivery: 'sent', acknowledged: false });
    // What a request gets wrong is answered as for anyone.
    const invalid = await POST(post({ ...bot, email: 'not-an-address' }));
    expect(invalid.status).toBe(400);
    expect(Object.keys((await invalid.json()).errors)).toEqual(['email']);
  });

  it('never answers 5xx other than a provider failure, whatever the body', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.jsonValue(), fc.dictionary(fc.constantFrom(...Object.keys(submission)), fc.jsonValue())),
        async (body) => {
          const response = await POST(post(body));
          expect([200, 400]).toContain(response.status);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('the ceiling of new leads an hour', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
  beforeEach(() => {
    global.fetch = fetchMock as unknown as typeof fetch;
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => Response.json({ id: 'email-1' }));
  });
  afterEach(() => {
    jest.restoreAllMocks();
    // The routes loaded after this describe run with the default ceiling.
    delete process.env.LEADS_HOURLY_CAP;
  });

  /** What the funnel does with a challenge: ALTCHA's solver, here on Node's PBKDF2. */
  async function proofFor(challenge: Challenge) {
    const solution = await solveChallenge({ challenge, deriveKey });
    return { challenge, solution: { counter: solution!.counter, derivedKey: solution!.derivedKey } };
  }

  it('takes LEADS_HOURLY_CAP unproven leads an hour in all, then asks for a proof of work, one lead per proof', async () => {
    const leads = mkdtempSync(path.join(tmpdir(), 'leads-'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const POST = await loadRoute({ ...resend, LEADS_DIR: leads, LEADS_HOURLY_CAP: '2' });
    const [first, second] = [fromNewVisitor(), fromNewVisitor()];
    for (const visitor of [first, second]) expect((await POST(post(visitor))).status).toBe(200);
    // The same request again is not a new lead (a double click, a retry).
    expect(await (await POST(post(first))).json()).toMatchObject({ ok: true, delivery: 'sent' });
    const sentBefore = fetchMock.mock.calls.length;

    // Past the ceiling: a challenge, and nothing kept or sent.
    const visitor = fromNewVisitor({ locale: 'en' });
    const asked = await POST(post(visitor));
    expect(asked.status).toBe(429);
    const { challenge, ...rest } = await asked.json();
    expect(rest).toEqual({ ok: false });
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: PROOF_COST });
    expect(fetchMock.mock.calls.length).toBe(sentBefore);
    expect(readdirSync(path.join(leads, 'sent'))).toHaveLength(2);

    // Solved, the same request goes through; the same proof again buys nothing.
    const proof = await proofFor(challenge);
    expect(await (await POST(post({ ...visitor, proof }))).json()).toMatchObject({ ok: true, delivery: 'sent' });
    expect(readdirSync(path.join(leads, 'sent'))).toHaveLength(3);
    const replayed = await POST(post({ ...fromNewVisitor(), proof }));
    expect(replayed.status).toBe(429);
    expect(await replayed.json()).toMatchObject({ ok: false, challenge: expect.any(Object) });
    // A proof this site did not sign is no proof.
    const forged = { ...proof, challenge: { ...challenge, signature: '0'.repeat(64) } };
    expect((await POST(post({ ...fromNewVisitor(), proof: forged }))).status).toBe(429);

    // The owner is told once, in the log and in /api/health's details.
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('LEADS_HOURLY_CAP');
    const { leadCeilings } = await import('@/lib/contact/admission');
    expect(await leadCeilings()).toMatchObject({ hourlyCap: 2, hourlyCapReached: true, provenHourlyCap: 10 });
    // Each proof is a second or so of CPU: under npm test's builds, several times that.
  }, 180_000);

  it('keeps a ceiling of its own for proven leads, past which the visitor is told the send failed', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const POST = await loadRoute({ ...resend, LEADS_HOURLY_CAP: '1' });
    expect((await POST(post(fromNewVisitor()))).status).toBe(200);
    const proven = async (locale: 'en' | 'fr') => {
      const visitor = fromNewVisitor({ locale });
      const { challenge } = await (await POST(post(visitor))).json();
      return POST(post({ ...visitor, proof: await proofFor(challenge) }));
    };
    for (let lead = 0; lead < PROVEN_CEILING_FACTOR; lead += 1) expect((await proven('fr')).status).toBe(200);
    const refused = await proven('en');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ ok: false, error: en.ContactErrors.sendFailed });
    // Each proof is a second or so of CPU: under npm test's builds, several times that.
  }, 180_000);
});

describe('mail to the address a visitor typed', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
  let POST: Handler;

  beforeEach(async () => {
    global.fetch = fetchMock as unknown as typeof fetch;
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => Response.json({ id: 'email-1' }));
    // A fresh process each time: its own memory of who was mailed.
    POST = await loadRoute({
      RESEND_API_KEY: 're_test_key',
      RESEND_BASE_URL: 'http://127.0.0.1:3999',
      CONTACT_TO_EMAIL: 'owner@example.test',
      CONTACT_FROM_EMAIL: 'Website <website@example.test>',
      VISITOR_MAIL_HOURLY_CAP: '3',
    });
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  const recipients = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init.body)).to as string);

  it('sends one acknowledgement a day to a mailbox, whatever clients and spellings aim at it, and the owner every lead', async () => {
    const spellings = ['victim@example.com', 'Victim@Example.com', ' VICTIM@EXAMPLE.COM', 'victim@EXAMPLE.com'];
    const answers = [];
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const lead = { ...submission, email: spellings[attempt % 4], message: `Flood number ${attempt}, long enough.` };
      // A new client address each time, as a botnet would: the per-client limit never applies.
      const response = await POST(post(lead, { 'x-forwarded-for': `198.18.99.${attempt}` }));
      expect(response.status).toBe(200);
      answers.push(await response.json());
    }
    expect(recipients().filter((to) => to === 'owner@example.test')).toHaveLength(20);
    expect(recipients().filter((to) => to !== 'owner@example.test')).toEqual(['victim@example.com']);
    // The answer never says whether the acknowledgement went.
    for (const answer of answers) {
      expect(answer).toEqual({ ok: true, id: expect.any(String), delivery: 'sent', acknowledged: true });
    }
  });

  it('counts every tag of a mailbox as the mailbox, and mails the address typed', async () => {
    const tagged = ['tagged+a@example.com', 'Tagged+B@example.com', 'tagged@example.com', 'tagged+a+b@example.com'];
    for (const [attempt, email] of tagged.entries()) {
      const lead = { ...submission, email, message: `Tagged attempt ${attempt}, long enough.` };
      const response = await POST(post(lead, { 'x-forwarded-for': `198.18.98.${attempt}` }));
      expect(await response.json()).toMatchObject({ ok: true, delivery: 'sent', acknowledged: true });
    }
    expect(recipients().filter((to) => to === 'owner@example.test')).toHaveLength(4);
    expect(recipients().filter((to) => to !== 'owner@example.test')).toEqual(['tagged+a@example.com']);
  });

  it('sends at most VISITOR_MAIL_HOURLY_CAP acknowledgements an hour, says honestly when one was not sent, and never holds back the owner', async () => {
    const answers = [];
    for (let visitor = 0; visitor < 6; visitor += 1) {
      const response = await POST(post(fromNewVisitor({ message: `Visitor number ${visitor} writes.` })));
      answers.push(await response.json());
    }
    expect(answers.map((answer) => [answer.delivery, answer.acknowledged])).toEqual([
      ...Array(3).fill(['sent', true]),
      ...Array(3).fill(['sent', false]),
    ]);
    expect(recipients().filter((to) => to === 'owner@example.test')).toHaveLength(6);
    expect(recipients().filter((to) => to !== 'owner@example.test')).toHaveLength(3);
    expect(console.warn).toHaveBeenCalledTimes(1);
  });

  it('keeps a budget of its own for newsletter confirmations, which a flood of leads cannot spend', async () => {
    const { contact, newsletter } = await importWithEnv({ VISITOR_MAIL_HOURLY_CAP: '3' }, async () => ({
      contact: (await import('@/app/api/contact/route')).POST,
      newsletter: (await import('@/app/api/newsletter/route')).POST,
    }));
    for (let visitor = 0; visitor < 4; visitor += 1) await contact(post(fromNewVisitor()));
    const signup = (email: string, locale = 'fr') =>
      newsletter(
        new Request('http://localhost:3100/api/newsletter', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: 'http://localhost:3100',
            host: 'localhost:3100',
            'x-forwarded-for': `10.1.${Math.floor(nextIp / 250)}.${nextIp++ % 250}`,
          },
          body: JSON.stringify({ email, locale, [HONEYPOT_FIELD]: '' }),
        }),
      );
    const readers = ['r1@example.org', 'r2@example.org', 'r3@example.org'];
    for (const reader of readers) expect((await signup(reader)).status).toBe(200);
    expect(recipients().filter((to) => readers.includes(to))).toEqual(readers);
    // Its budget spent: the next reader is told the truth, in their language, and nothing is sent.
    const busy = await signup('r4@example.org');
    expect(busy.status).toBe(503);
    expect(await busy.json()).toEqual({ ok: false, error: fr.Newsletter.busy });
    // A mailbox that already had its confirmation today still answers as sent: no address can be probed.
    expect((await signup('R1@example.org')).status).toBe(200);
  });

  it('gives the address back when its acknowledgement failed, so a retry may send it', async () => {
    const visitor = fromNewVisitor();
    fetchMock.mockImplementation(async (_url, init) =>
      JSON.parse(String(init.body)).to === 'owner@example.test'
        ? Response.json({ id: 'email-1' })
        : Response.json({ name: 'application_error', message: 'boom' }, { status: 500 }),
    );
    expect(await (await POST(post(visitor))).json()).toMatchObject({ acknowledged: false });
    fetchMock.mockImplementation(async () => Response.json({ id: 'email-2' }));
    expect(await (await POST(post(visitor))).json()).toMatchObject({ acknowledged: true });
    expect(recipients().filter((to) => to === visitor.email)).toHaveLength(2);
  });
});

describe('POST /api/contact without a Resend key', () => {
  it('writes the message and the acknowledgement to the outbox folder and says where', async () => {
    const outbox = mkdtempSync(path.join(tmpdir(), 'outbox-'));
    const POST = await loadRoute({ RESEND_API_KEY: undefined, CONTACT_OUTBOX_DIR: outbox });
    const info = jest.spyOn(console, 'info').mockImplementation(() => {});
    const response = await POST(post({ ...submission, locale: 'en' }));
    expect(response.status).toBe(200);
    const { id } = await response.json();
    const acknowledgement = id.replace(/^contact-/, 'acknowledgement-');
    expect(readdirSync(outbox).sort()).toEqual([`${acknowledgement}.json`, `${id}.json`]);
    expect(JSON.parse(readFileSync(path.join(outbox, `${acknowledgement}.json`), 'utf8'))).toMatchObject({
      to: 'jeanne@example.fr',
      subject: 'Your request has reached Camille Laurent',
    });
    const stored = JSON.parse(readFileSync(path.join(outbox, `${id}.json`), 'utf8'));
    expect(stored).toMatchObject({
      replyTo: 'jeanne@example.fr',
      subject: 'New project request: Mobile app – Jeanne Dupont',
      idempotencyKey: id,
    });
    expect(info).toHaveBeenCalledWith(expect.stringContaining(path.join(outbox, `${id}.json`)));
    // The same submission again is written once.
    await POST(post({ ...submission, locale: 'en' }));
    expect(readdirSync(outbox)).toHaveLength(2);
    info.mockRestore();
  });
});
