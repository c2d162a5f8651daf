export { handleNewsletterSignup as POST } from '@/lib/newsletter/handle-signup';
