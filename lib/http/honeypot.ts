/**
 * The hidden field of every form that posts to the site (the contact funnel, the newsletter): people never see
 * it, so it stays empty; a bot that fills it is answered like a success and nothing is sent
 * (docs/behaviour/contact.md#bots). Its name is one no real field would take, so no answer is ever mistaken for it.
 */
export const HONEYPOT_FIELD = 'honeypot';
