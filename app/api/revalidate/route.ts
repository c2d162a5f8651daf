import { revalidateTag } from 'next/cache';
import type { NextRequest } from 'next/server';
import { parseBody } from 'next-sanity/webhook';
import { CONTENT_TAGS, type ContentType } from '@/lib/content/constants';
import { serverEnv } from '@/lib/server-env';

type WebhookPayload = { _type?: string };

function isContentType(value: unknown): value is ContentType {
  return typeof value === 'string' && Object.hasOwn(CONTENT_TAGS, value);
}

/**
 * Called by the content service's webhook when a document is published, changed or deleted. Only a request
 * signed with SANITY_REVALIDATE_SECRET gets through; it refreshes the pages that read that document type.
 */
export async function POST(request: NextRequest) {
  const secret = serverEnv.SANITY_REVALIDATE_SECRET;
  if (!secret) return Response.json({ ok: false, error: 'Revalidation is not configured' }, { status: 401 });
  // `false`: no 3-second wait. 'max' only marks the tag stale; pages refetch on a later visit, once the change has spread.
  const parsed = await parseBody<WebhookPayload>(request, secret, false).catch(() => undefined);
  // A body that is not JSON cannot come from the service: it is refused like a bad signature.
  if (!parsed?.isValidSignature) return Response.json({ ok: false, error: 'Invalid signature' }, { status: 401 });
  const { body } = parsed;
  if (!isContentType(body?._type)) {
    return Response.json({ ok: false, error: 'Unknown document type' }, { status: 400 });
  }
  revalidateTag(CONTENT_TAGS[body._type], 'max');
  return Response.json({ ok: true, revalidated: CONTENT_TAGS[body._type] });
}
