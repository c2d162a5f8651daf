import { confirmFromLink } from '@/lib/newsletter/confirm';

/** The link of the confirmation email: subscribes, then shows the result on the newsletter page (303: a plain GET). */
export async function GET(request: Request): Promise<Response> {
  const location = await confirmFromLink(new URL(request.url));
  return new Response(null, {
    status: 303,
    headers: { Location: location, 'Cache-Control': 'no-store' },
  });
}
