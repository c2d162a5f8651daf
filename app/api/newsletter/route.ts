import { handleNewsletterSignup } from '@/lib/newsletter/handle-signup';

export const POST = handleNewsletterSignup;
