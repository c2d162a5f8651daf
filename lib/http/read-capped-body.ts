/**
 * How long a body may take to arrive in full. The site's bodies are a few kilobytes, well under a second on a
 * phone network; a client trickling one byte at a time would otherwise hold its socket and memory for minutes.
 */
const BODY_DEADLINE_MS = 5_000;

/**
 * A refused body's answer: JSON that no cache keeps; after a 408 the connection is closed, so the rest of a slow upload
 * is never waited for.
 */
function refusal(status: 400 | 408 | 413, error: string) {
  const headers: HeadersInit = { 'Cache-Control': 'no-store', ...(status === 408 ? { Connection: 'close' } : {}) };
  return { refusal: Response.json({ ok: false, error }, { status, headers }) };
}

export type BodyReading = { raw: string; refusal?: undefined } | { raw?: undefined; refusal: Response };

/**
 * The body as text, read up to `limit` bytes within the deadline; refused when it is larger (whether
 * Content-Length says so up front, then nothing is read, or the stream runs over, then reading stops there),
 * when it is still arriving at the deadline, or when the client gives up half-way (one log line, no stack).
 */
export async function readCappedBody(request: Request, limit: number): Promise<BodyReading> {
  if (Number(request.headers.get('content-length')) > limit) return refusal(413, 'payload too large');
  if (!request.body) return { raw: '' };
  const reader = request.body.getReader();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<'late'>((resolve) => (timer = setTimeout(resolve, BODY_DEADLINE_MS, 'late')));
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), deadline]);
      if (next === 'late') {
        reader.cancel().catch(() => {});
        return refusal(408, 'request timeout');
      }
      if (next.done) break;
      size += next.value.byteLength;
      if (size > limit) {
        await reader.cancel();
        return refusal(413, 'payload too large');
      }
      chunks.push(next.value);
    }
  } catch (error) {
    console.warn(
      `[http] ${new URL(request.url).pathname}: the client aborted its upload (${(error as Error).message})`,
    );
    return refusal(400, 'upload aborted');
  } finally {
    clearTimeout(timer);
  }
  return { raw: new TextDecoder().decode(Buffer.concat(chunks)) };
}
