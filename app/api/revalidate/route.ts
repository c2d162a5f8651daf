import { createHash } from 'node:crypto';
import { decodeSignatureHeader, isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { revalidateTag } from 'next/cache';
import {
  CONTENT_TAGS,
  WEBHOOK_MAX_BODY_BYTES as maxBodyBytes,
  WEBHOOK_SIGNATURE_MAX_AGE_MS as maxSignatureAgeMs,
  type ContentType,
} from '@/lib/content/constants';
import { readCappedBody, refusalAnswer } from '@/lib/http/read-capped-body';
import { claimOnce } from '@/lib/rate-limit';
import { serverEnv } from '@/lib/server-env';

// A signature is fresh from 5 minutes before its time to 5 minutes after: it is remembered that long.
const usedSignatureMemoryMs = 2 * maxSignatureAgeMs;

function isContentType(value: unknown): value is ContentType {
  return typeof value === 'string' && Object.hasOwn(CONTENT_TAGS, value);
}

function refuse(error: string, status: number) {
  return Response.json({ ok: false, error }, { status });
}

/** Whether the signature was made within five minutes of now (either way, for clocks that differ a little). */
function isFresh(signature: string, now = Date.now()): boolean {
  try {
    return Math.abs(now - decodeSignatureHeader(signature).timestamp) <= maxSignatureAgeMs;
  } catch {
    return false;
  }
}

function parseType(raw: string): unknown {
  try {
    return (JSON.parse(raw) as { _type?: unknown } | null)?._type;
  } catch {
    return undefined;
  }
}

/** The first arrival of a signature; a copy replayed while it is still fresh is refused (shared store, docs/architecture.md#content-webhook). */
function firstUse(signature: string): Promise<boolean> {
  const key = createHash('sha256').update(signature).digest('hex').slice(0, 48);
  return claimOnce('webhook-signature', key, usedSignatureMemoryMs);
}

/**
 * Called by the content service's webhook when a document is published, changed or deleted. Only a fresh
 * request signed with SANITY_REVALIDATE_SECRET, and seen for the first time, gets through; it refreshes the
 * pages that read that document type.
 */
export async function POST(request: Request) {
  const secret = serverEnv.SANITY_REVALIDATE_SECRET;
  if (!secret) return refuse('Revalidation is not configured', 401);
  const { raw, refusal } = await readCappedBody(request, maxBodyBytes);
  if (refusal) return refusalAnswer(refusal);
  const signature = request.headers.get(SIGNATURE_HEADER_NAME);
  if (!signature || !raw || !(await isValidSignature(raw, signature, secret.trim()))) {
    return refuse('Invalid signature', 401);
  }
  if (!isFresh(signature)) return refuse('Signature expired', 401);
  const type = parseType(raw);
  if (!isContentType(type)) return refuse('Unknown document type', 400);
  if (!(await firstUse(signature))) return refuse('Signature already used', 409);
  // 'max' only marks the tag stale; pages refetch on a later visit, once the change has spread.
  revalidateTag(CONTENT_TAGS[type], 'max');
  return Response.json({ ok: true, revalidated: CONTENT_TAGS[type] });
}
