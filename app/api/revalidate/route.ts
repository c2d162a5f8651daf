import { createHash } from 'node:crypto';
import { decodeSignatureHeader, isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { revalidateTag } from 'next/cache';
import { CONTENT_TAGS, WEBHOOK_MAX_BODY_BYTES, WEBHOOK_SIGNATURE_MAX_AGE_MS } from '@/lib/content/constants';
import { readCappedBody } from '@/lib/http/read-capped-body';
import { claimOnce } from '@/lib/rate-limit';
import { serverEnv } from '@/lib/server-env';

const refuse = (error: string, status: number) => Response.json({ ok: false, error }, { status });

/**
 * Called by the content service's webhook when a document is published, changed or deleted
 * (docs/architecture.md#content-webhook): only a request signed with SANITY_REVALIDATE_SECRET within five minutes of
 * now (either way, for clocks that differ a little), and seen for the first time, refreshes the pages that read that
 * document type.
 */
export async function POST(request: Request) {
  const secret = serverEnv.SANITY_REVALIDATE_SECRET;
  if (!secret) return refuse('Revalidation is not configured', 401);
  const { raw, refusal } = await readCappedBody(request, WEBHOOK_MAX_BODY_BYTES);
  if (refusal) return refusal;
  const signature = request.headers.get(SIGNATURE_HEADER_NAME);
  if (!signature || !raw || !(await isValidSignature(raw, signature, secret.trim()))) {
    return refuse('Invalid signature', 401);
  }
  // A valid signature is well formed, so its time can be read.
  if (Math.abs(Date.now() - decodeSignatureHeader(signature).timestamp) > WEBHOOK_SIGNATURE_MAX_AGE_MS)
    return refuse('Signature expired', 401);
  let type: unknown;
  try {
    type = (JSON.parse(raw) as { _type?: unknown } | null)?._type;
  } catch {
    // A body that is no JSON names no document type.
  }
  if (typeof type !== 'string' || !Object.hasOwn(CONTENT_TAGS, type)) return refuse('Unknown document type', 400);
  // A copy replayed while still fresh is refused: each signature is remembered that long in the shared store.
  const key = createHash('sha256').update(signature).digest('hex').slice(0, 48);
  if (!(await claimOnce('webhook-signature', key, 2 * WEBHOOK_SIGNATURE_MAX_AGE_MS))) {
    return refuse('Signature already used', 409);
  }
  const tag = CONTENT_TAGS[type as keyof typeof CONTENT_TAGS];
  // 'max' only marks the tag stale; pages refetch on a later visit, once the change has spread.
  revalidateTag(tag, 'max');
  return Response.json({ ok: true, revalidated: tag });
}
