import { handleNewsletterSignup } from '@/lib/newsletter/handle-signup';

export function POST(request: Request): Promise<Response> {
  return handleNewsletterSignup(request);
}
