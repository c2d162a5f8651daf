import { noStoreJson, sameOrigin } from '@/lib/http/request-guards';
import { confirmSubscription } from '@/lib/newsletter/confirm';

/** The confirmation page's button (a plain form, so it works without JavaScript): subscribes, then the result page. */
export async function POST(request: Request): Promise<Response> {
  if (!sameOrigin(request)) return noStoreJson({ ok: false, error: 'forbidden' }, 403);
  const location = await confirmSubscription(new URL(request.url));
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
}
