export { handleContactRequest as POST } from '@/lib/contact/handle-request';
