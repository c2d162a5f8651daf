/** @jest-environment node */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { websiteBudgets } from '@/lib/contact/choices';
import vercelConfig from '@/vercel.json';
import { importWithEnv } from './react-email-for-jest';

jest.mock('@react-email/components', () => jest.requireActual('./react-email-for-jest').reactEmailForJest);

/** What `after()` was given: run by the test, as the host runs it once the response is sent. */
const mockAfterResponse: (() => Promise<void>)[] = [];
jest.mock('next/server', () => ({
  ...jest.requireActual('next/server'),
  after: (task: () => Promise<void>) => mockAfterResponse.push(task),
}));

// docs/deploy.md#vercel-plans-hobby-or-pro
describe('vercel.json', () => {
  it('schedules every Cron Job at most once a day, so a Hobby deploy of a fresh clone is not refused', () => {
    expect(vercelConfig.crons.length).toBeGreaterThan(0);
    for (const { path: route, schedule } of vercelConfig.crons) {
      const [minute, hour] = schedule.split(' ');
      // One minute of one hour: once a day (or less, when the day fields narrow it).
      expect([schedule, /^\d{1,2}$/.test(minute), /^\d{1,2}$/.test(hour)]).toEqual([schedule, true, true]);
      expect(existsSync(path.join(process.cwd(), 'app', route, 'route.ts'))).toBe(true);
    }
  });
});

// docs/architecture.md#leads
describe('on Vercel, between two runs of a daily Cron', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
  const refused = () => Response.json({ name: 'application_error', message: 'down' }, { status: 500 });
  const accepted = () => Response.json({ id: 'email-1' });

  function post(body: unknown, client: string) {
    return new Request('http://localhost:3100/api/contact', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'http://localhost:3100',
        host: 'localhost:3100',
        'x-vercel-forwarded-for': client,
      },
      body: JSON.stringify(body),
    });
  }

  const request = (email: string) => ({
    projectType: 'website',
    budget: websiteBudgets[0],
    heardFrom: 'referral',
    firstName: 'Jeanne',
    lastName: 'Dupont',
    email,
    deadlineWeeks: '6',
    message: 'A showcase site for my bakery, with opening hours and a map.',
    method: 'email',
    locale: 'fr',
  });

  const toOwner = () =>
    fetchMock.mock.calls.filter(([, init]) => JSON.parse(String(init.body)).to === 'owner@example.test');

  beforeAll(() => {
    global.fetch = fetchMock as unknown as typeof fetch;
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterAll(() => {
    jest.restoreAllMocks();
    // The environment is the worker's: the next test file must not run "on Vercel".
    for (const name of ['VERCEL', 'LEADS_DIR', 'RESEND_API_KEY', 'RESEND_BASE_URL', 'CONTACT_TO_EMAIL'])
      delete process.env[name];
  });

  it('sends a kept request once the next request the provider takes has been answered', async () => {
    const POST = await importWithEnv(
      {
        VERCEL: '1',
        LEADS_DIR: mkdtempSync(path.join(tmpdir(), 'leads-')),
        RESEND_API_KEY: 're_test_key',
        RESEND_BASE_URL: 'http://127.0.0.1:3999',
        CONTACT_TO_EMAIL: 'owner@example.test',
      },
      async () => (await import('@/app/api/contact/route')).POST,
    );

    // The provider fails: the first request is kept, and nothing is scheduled after its answer.
    fetchMock.mockImplementation(async () => refused());
    expect(await (await POST(post(request('first@example.fr'), '203.0.113.1'))).json()).toMatchObject({
      delivery: 'received',
    });
    expect(mockAfterResponse).toHaveLength(0);

    // It is back: the second request is sent at once, and a pass is scheduled for after its answer.
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => accepted());
    expect(await (await POST(post(request('second@example.fr'), '203.0.113.2'))).json()).toMatchObject({
      delivery: 'sent',
    });
    expect(toOwner()).toHaveLength(1);
    expect(mockAfterResponse).toHaveLength(1);

    // Once the response is sent, the pass delivers the kept request: its owner's copy and its acknowledgement.
    await mockAfterResponse[0]();
    const owners = toOwner().map(([, init]) => JSON.parse(String(init.body)).reply_to);
    expect(owners).toEqual(['second@example.fr', 'first@example.fr']);
    const { leadBacklog } = await import('@/lib/contact/leads');
    expect(await leadBacklog(Date.now() + 10_000)).toMatchObject({ pending: 0 });
  }, 60_000);
});
