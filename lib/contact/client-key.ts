/** The rate limit's key for a request: the hosting proxy puts the visitor's address first in X-Forwarded-For. */
export function clientKey(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0].trim();
  return forwarded || request.headers.get('x-real-ip') || 'unknown';
}
