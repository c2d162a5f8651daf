const variants = {
  primary: 'bg-brand text-white hover:bg-brand-strong focus-visible:outline-brand',
  secondary:
    'border border-slate-300 bg-white text-ink hover:border-brand hover:text-brand focus-visible:outline-brand',
  /** On a brand-coloured band. */
  inverse: 'bg-white text-brand-strong hover:bg-brand-soft focus-visible:outline-white',
  inverseOutline: 'border border-white/70 text-white hover:border-white hover:bg-white/10 focus-visible:outline-white',
} as const;

/** The button look, for links and real buttons alike (server and client components). */
export const buttonClass = (variant: keyof typeof variants = 'primary') =>
  `inline-flex items-center justify-center rounded-full px-6 py-3 font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 ${variants[variant]}`;

export type ButtonVariant = keyof typeof variants;

/** A link in running text or a card, in the brand colour. */
export const textLinkClass =
  'font-semibold text-brand underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand';
