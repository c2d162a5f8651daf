/** @jest-environment node */
import { readCappedBody } from '@/lib/http/read-capped-body';

const encoder = new TextEncoder();

function upload(body: ReadableStream<Uint8Array>) {
  return new Request('http://localhost/api/contact', { method: 'POST', body, duplex: 'half' } as RequestInit);
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('a request body', () => {
  it('is read in full when it arrives in time', async () => {
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(encoder.encode('{"name":'));
        controller.enqueue(encoder.encode('"Jeanne"}'));
        controller.close();
      },
    });
    expect(await readCappedBody(upload(body), 1024)).toEqual({ raw: '{"name":"Jeanne"}' });
  });

  it('still arriving after 5 seconds is refused with 408, and the connection is to be closed', async () => {
    jest.useFakeTimers();
    let cancelled = false;
    // One byte, then nothing: a client trickling its body.
    const trickle = new ReadableStream({
      start: (controller) => controller.enqueue(encoder.encode('{')),
      cancel: () => void (cancelled = true),
    });
    const reading = readCappedBody(upload(trickle), 1024);
    await jest.advanceTimersByTimeAsync(4_900);
    let settled = false;
    void reading.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(100);
    const { refusal } = await reading;
    expect(cancelled).toBe(true);
    const answer = refusal!;
    expect(answer.status).toBe(408);
    expect(await answer.json()).toEqual({ ok: false, error: 'request timeout' });
    expect(answer.headers.get('connection')).toBe('close');
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('given up by the client half-way is one short log line, not a stack trace', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    let sent = false;
    const aborted = new ReadableStream({
      pull(controller) {
        if (sent) return controller.error(new Error('aborted'));
        sent = true;
        controller.enqueue(encoder.encode('{"na'));
      },
    });
    const { refusal } = await readCappedBody(upload(aborted), 1024);
    expect(refusal?.status).toBe(400);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]).toEqual(['[http] /api/contact: the client aborted its upload (aborted)']);
    expect(error).not.toHaveBeenCalled();
  });
});
