import { noStoreJson, sameOrigin } from '@/lib/http/request-guards';
import { confirmationPage, confirmSubscription } from '@/lib/newsletter/confirm';

function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
}

/** An older confirmation link: the confirmation page, which subscribes nobody until its button is pressed. */
export function GET(request: Request): Response {
  return seeOther(confirmationPage(new URL(request.url)));
}

/** The confirmation page's button (a plain form, so it works without JavaScript): subscribes, then the result page. */
export async function POST(request: Request): Promise<Response> {
  if (!sameOrigin(request)) return noStoreJson({ ok: false, error: 'forbidden' }, 403);
  return seeOther(await confirmSubscription(new URL(request.url)));
}
