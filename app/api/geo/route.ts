import { detectCity } from '@/lib/places/geolocation';
import { geoHeadersTrusted } from '@/lib/server-env';

/**
 * The visitor's city among those with a page, as the host's geolocation headers say (pages are static and
 * cannot read them), never cached. The browser asks only with analytics consent; nothing is stored here.
 */
export function GET(request: Request) {
  return Response.json(detectCity(request.headers, geoHeadersTrusted), {
    headers: { 'Cache-Control': 'private, no-store' },
  });
}
