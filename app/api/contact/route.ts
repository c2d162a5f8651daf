import { handleContactRequest } from '@/lib/contact/handle-request';

export const POST = handleContactRequest;
