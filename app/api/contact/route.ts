import { handleContactRequest } from '@/lib/contact/handle-request';

export function POST(request: Request): Promise<Response> {
  return handleContactRequest(request);
}
