/** The looks of a button; the class lists live in app/globals.css (`btn-*`). */
const variants = {
  primary: 'btn-primary',
  secondary: 'btn-secondary',
  /** On a brand-coloured band. */
  inverse: 'btn-inverse',
  inverseOutline: 'btn-inverse-outline',
} as const;

/** The button look, for links and real buttons alike (server and client components). */
export const buttonClass = (variant: keyof typeof variants = 'primary') => `btn ${variants[variant]}`;

export type ButtonVariant = keyof typeof variants;

/** A link in running text or a card, in the brand colour. */
export const textLinkClass = 'text-link';
