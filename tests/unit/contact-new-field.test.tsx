/** @jest-environment node */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ContactFormValues } from '@/lib/contact/fields';
import { importWithEnv } from './react-email-for-jest';

/*
 * A field added the way docs/behaviour/contact.md#fields says: one row in the field table and its two labels in each
 * language, nothing else. The mocks below are that change; every module of the form, the API and the emails runs
 * as it is.
 */
jest.mock('@/lib/contact/fields', () => {
  const actual = jest.requireActual('@/lib/contact/fields');
  const rows = Object.entries(actual.contactFields);
  rows.splice(rows.findIndex(([name]) => name === 'company') + 1, 0, [
    'websiteUrl',
    {
      kind: 'text',
      limits: { max: 200, raw: 800 },
      step: 'details',
      requirement: 'optional',
      errors: { invalid: 'invalid' },
      control: { type: 'url', autoComplete: 'url', inputMode: 'url', wide: true },
      ownerEmail: { section: 'contact' },
      chat: { block: 'contact' },
    },
  ]);
  return { ...actual, contactFields: Object.fromEntries(rows), fieldRows: rows };
});
jest.mock('@/messages/en.json', () => {
  const messages = jest.requireActual('@/messages/en.json');
  const { ContactFunnel, ContactEmail } = messages;
  return {
    ...messages,
    ContactFunnel: { ...ContactFunnel, fields: { ...ContactFunnel.fields, websiteUrl: 'Your current website' } },
    ContactEmail: { ...ContactEmail, labels: { ...ContactEmail.labels, websiteUrl: 'Current website' } },
  };
});
jest.mock('@/messages/fr.json', () => {
  const messages = jest.requireActual('@/messages/fr.json');
  const { ContactFunnel, ContactEmail } = messages;
  return {
    ...messages,
    ContactFunnel: { ...ContactFunnel, fields: { ...ContactFunnel.fields, websiteUrl: 'Votre site actuel' } },
    ContactEmail: { ...ContactEmail, labels: { ...ContactEmail.labels, websiteUrl: 'Site actuel' } },
  };
});
jest.mock('@react-email/components', () => jest.requireActual('./react-email-for-jest').reactEmailForJest);

const site = 'https://boulangerie-dupont.example';

async function request(locale: 'en' | 'fr', changes: Record<string, unknown> = {}) {
  const { websiteBudgets } = await import('@/lib/contact/choices');
  return {
    projectType: 'website',
    budget: websiteBudgets[0],
    heardFrom: 'referral',
    firstName: 'Jeanne',
    lastName: 'Dupont',
    email: 'jeanne@example.fr',
    company: 'Boulangerie Dupont',
    deadlineWeeks: '6',
    message: 'A showcase site for my bakery, with opening hours and a map.',
    method: 'email',
    locale,
    websiteUrl: site,
    ...changes,
  };
}

describe('a contact field added through the field table alone', () => {
  // The environment is the worker's: the next test file starts without this one's provider and lead store.
  afterAll(() => {
    for (const name of ['LEADS_DIR', 'RESEND_API_KEY', 'RESEND_BASE_URL', 'CONTACT_TO_EMAIL']) delete process.env[name];
  });

  it('is checked and cleaned by the schema: optional, within its limits, markup stripped', async () => {
    const { contactSchema, fieldErrors } = await import('@/lib/contact/schema');
    const errorsOf = async (changes: Record<string, unknown>) => {
      const result = contactSchema.safeParse(await request('en', changes));
      return result.success ? {} : fieldErrors(result.error);
    };
    expect(contactSchema.parse(await request('en'))).toMatchObject({ websiteUrl: site });
    // The types know only the table as committed: the new field is read by name.
    const url = async (websiteUrl: string) =>
      (contactSchema.parse(await request('en', { websiteUrl })) as Record<string, unknown>).websiteUrl;
    expect(await url(` <b>${site}</b> `)).toBe(site);
    expect(await url('   ')).toBeUndefined();
    expect(await errorsOf({ websiteUrl: 'x'.repeat(200) })).toEqual({});
    expect(await errorsOf({ websiteUrl: 'x'.repeat(201) })).toEqual({ websiteUrl: 'invalid' });
    expect(await errorsOf({ websiteUrl: '<b>'.repeat(300) })).toEqual({ websiteUrl: 'invalid' });
  });

  it('reaches the owner’s email through POST /api/contact, in the request’s language', async () => {
    const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>(async () => Response.json({ id: 'email-1' }));
    global.fetch = fetchMock as unknown as typeof fetch;
    const env = {
      LEADS_DIR: mkdtempSync(path.join(tmpdir(), 'leads-')),
      RESEND_API_KEY: 're_test_key',
      RESEND_BASE_URL: 'http://127.0.0.1:3999',
      CONTACT_TO_EMAIL: 'owner@example.test',
    };
    const POST = await importWithEnv(env, async () => (await import('@/app/api/contact/route')).POST);
    const post = async (body: unknown, client: string) =>
      POST(
        new Request('http://localhost:3100/api/contact', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: 'http://localhost:3100',
            host: 'localhost:3100',
            'x-forwarded-for': client,
          },
          body: JSON.stringify(body),
        }),
      );
    const toOwner = () =>
      fetchMock.mock.calls
        .map(([, init]) => JSON.parse(String(init.body)))
        .filter((email) => email.to === 'owner@example.test');

    expect((await post(await request('en'), '203.0.113.1')).status).toBe(200);
    expect((await post(await request('fr', { email: 'jeanne.2@example.fr' }), '203.0.113.2')).status).toBe(200);
    expect((await post(await request('en', { websiteUrl: '', email: 'j3@example.fr' }), '203.0.113.3')).status).toBe(
      200,
    );
    const [english, french, without] = toOwner();
    expect(english.text).toContain(`Current website: ${site}`);
    expect(english.html).toContain(site);
    expect(french.text.replace(/\u00a0/g, ' ')).toContain(`Site actuel : ${site}`);
    expect(without.text).toContain('Current website: Not given');
    // In the contact section, after the company, as the table orders it.
    const lines: string[] = english.text.split('\n');
    expect(lines.indexOf(`Current website: ${site}`)).toBe(lines.indexOf('Company: Boulangerie Dupont') + 1);
  }, 30_000);

  it('is a line of the chat message, with the visitor’s own details', async () => {
    const [{ chatSummary }, { funnelTexts }, { contactSchema }] = await Promise.all([
      import('@/lib/contact/chat'),
      import('@/lib/contact/funnel-texts'),
      import('@/lib/contact/schema'),
    ]);
    const data = contactSchema.parse(await request('en', { method: 'whatsapp' }));
    const lines = chatSummary(data, await funnelTexts('en')).split('\n');
    expect(lines.slice(lines.indexOf('Jeanne Dupont (Boulangerie Dupont)'), -2)).toEqual([
      'Jeanne Dupont (Boulangerie Dupont)',
      'jeanne@example.fr',
      site,
    ]);
  });

  it('is a control of the details step with its label, and part of the draft', async () => {
    const [{ DetailsFields }, { funnelTexts }, { emptyValues }, { useForm }, { renderToStaticMarkup }] =
      await Promise.all([
        import('@/components/contact/details-fields'),
        import('@/lib/contact/funnel-texts'),
        import('@/components/contact/use-draft'),
        import('react-hook-form'),
        import('react-dom/server'),
      ]);
    const texts = await funnelTexts('fr');
    function Step() {
      const { register } = useForm<ContactFormValues>();
      return (
        <DetailsFields texts={texts} register={register} errors={{}} errorText={() => undefined} headingRef={null} />
      );
    }
    const html = renderToStaticMarkup(<Step />);
    const input = html.match(/<input id="websiteUrl"[^>]*>/)?.[0];
    expect(input).toMatch(/ type="url"/);
    expect(input).toMatch(/ autoComplete="url"/);
    expect(input).toMatch(/ name="websiteUrl"/);
    expect(html).toMatch(/<label for="websiteUrl"[^>]*>Votre site actuel <span[^>]*>\(facultatif\)<\/span><\/label>/);
    expect(emptyValues).toHaveProperty('websiteUrl', '');
  });
});
