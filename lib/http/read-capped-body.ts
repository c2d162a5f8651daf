/**
 * The body as text, read up to `limit` bytes; `null` when it is larger, whether Content-Length says so
 * up front (then nothing is read) or lies (or is missing) and the stream runs over (then reading stops there).
 */
export async function readCappedBody(request: Request, limit: number): Promise<string | null> {
  if (Number(request.headers.get('content-length')) > limit) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
