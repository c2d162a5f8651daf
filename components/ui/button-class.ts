/** The looks of a button, for links and real buttons alike; the class lists live in app/globals.css (`btn-*`). */
export type ButtonVariant = 'primary' | 'secondary' | 'inverse' | 'inverse-outline';

export const buttonClass = (variant: ButtonVariant = 'primary') => `btn btn-${variant}`;

/** A link in running text or a card, in the brand colour. */
export const textLinkClass = 'text-link';
