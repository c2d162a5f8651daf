/** The API route that confirms a subscription, where the confirmation page's button posts (proxy.ts, the page). */
export const CONFIRM_API_PATH = '/api/newsletter/confirm';
