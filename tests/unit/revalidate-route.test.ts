/** @jest-environment node */
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import type { NextRequest } from 'next/server';

const revalidateTag = jest.fn();
jest.mock('next/cache', () => ({ revalidateTag: (...args: unknown[]) => revalidateTag(...args) }));

const secret = 'a-long-shared-webhook-secret';
type Handler = (request: NextRequest) => Promise<Response>;

async function loadRoute(configuredSecret: string | undefined): Promise<Handler> {
  jest.resetModules();
  if (configuredSecret) process.env.SANITY_REVALIDATE_SECRET = configuredSecret;
  else delete process.env.SANITY_REVALIDATE_SECRET;
  return (await import('@/app/api/revalidate/route')).POST as Handler;
}

async function webhook(body: unknown, signWith?: string, signedAt = Date.now()) {
  const payload = JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signWith) headers[SIGNATURE_HEADER_NAME] = await encodeSignatureHeader(payload, signedAt, signWith);
  return new Request('http://localhost/api/revalidate', {
    method: 'POST',
    headers,
    body: payload,
  }) as unknown as NextRequest;
}

beforeEach(() => {
  revalidateTag.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('POST /api/revalidate', () => {
  it('revalidates the tag of the changed document type when the signature is right', async () => {
    const POST = await loadRoute(secret);
    const response = await POST(await webhook({ _type: 'post', _id: 'post-en-x' }, secret));
    expect(response.status).toBe(200);
    expect(revalidateTag).toHaveBeenCalledTimes(1);
    expect(revalidateTag).toHaveBeenCalledWith('sanity:post', 'max');
  });

  it('refuses a request signed with another secret', async () => {
    const POST = await loadRoute(secret);
    const response = await POST(await webhook({ _type: 'post' }, 'not-the-secret'));
    expect(response.status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('refuses a request without a signature', async () => {
    const POST = await loadRoute(secret);
    expect((await POST(await webhook({ _type: 'post' }))).status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('refuses a signed body that was changed on the way', async () => {
    const POST = await loadRoute(secret);
    const signed = await encodeSignatureHeader(JSON.stringify({ _type: 'author' }), Date.now(), secret);
    const tampered = new Request('http://localhost/api/revalidate', {
      method: 'POST',
      headers: { [SIGNATURE_HEADER_NAME]: signed },
      body: JSON.stringify({ _type: 'post' }),
    }) as unknown as NextRequest;
    expect((await POST(tampered)).status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('refuses everything while no secret is configured', async () => {
    const POST = await loadRoute(undefined);
    expect((await POST(await webhook({ _type: 'post' }, secret))).status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers 400 to a signed payload that names no known document type', async () => {
    const POST = await loadRoute(secret);
    expect((await POST(await webhook({ _type: 'sanity.imageAsset' }, secret))).status).toBe(400);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('refuses a correctly signed body sent again more than five minutes later', async () => {
    const POST = await loadRoute(secret);
    const minute = 60_000;
    expect((await POST(await webhook({ _type: 'post' }, secret, Date.now() - 365 * 24 * 60 * minute))).status).toBe(
      401,
    );
    expect((await POST(await webhook({ _type: 'post' }, secret, Date.now() - 6 * minute))).status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
    expect((await POST(await webhook({ _type: 'post' }, secret, Date.now() - 4 * minute))).status).toBe(200);
  });

  it('refuses a signed body replayed while its signature is still fresh: one delivery, one revalidation', async () => {
    const POST = await loadRoute(secret);
    const signedAt = Date.now() - 60_000;
    expect((await POST(await webhook({ _type: 'post', _id: 'post-en-x' }, secret, signedAt))).status).toBe(200);
    for (let replay = 0; replay < 5; replay += 1) {
      const response = await POST(await webhook({ _type: 'post', _id: 'post-en-x' }, secret, signedAt));
      expect(response.status).toBe(409);
    }
    expect(revalidateTag).toHaveBeenCalledTimes(1);
    // The next change is signed anew and goes through.
    expect((await POST(await webhook({ _type: 'post', _id: 'post-en-x' }, secret, signedAt + 1))).status).toBe(200);
    expect(revalidateTag).toHaveBeenCalledTimes(2);
  });

  it('answers 413 to a body over 64 KiB without reading it, whether its length is declared or not', async () => {
    const POST = await loadRoute(secret);
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(16 * 1024).fill(32));
      },
    });
    const streamed = new Request('http://localhost/api/revalidate', {
      method: 'POST',
      body: endless,
      duplex: 'half',
    } as RequestInit) as unknown as NextRequest;
    expect((await POST(streamed)).status).toBe(413);
    // It stopped at the limit: a few chunks past 64 KiB at most, never the endless rest.
    expect(pulled).toBeLessThan(10);

    const declared = new Request('http://localhost/api/revalidate', {
      method: 'POST',
      headers: { 'content-length': String(300 * 1024 * 1024) },
      // No chunk is pulled before someone reads (highWaterMark 0).
      body: new ReadableStream({ pull: () => void (pulled = -1) }, { highWaterMark: 0 }),
      duplex: 'half',
    } as RequestInit) as unknown as NextRequest;
    expect((await POST(declared)).status).toBe(413);
    expect(pulled).not.toBe(-1);
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});
