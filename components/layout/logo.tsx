/** The brand mark: its colour is the theme's brand colour, so it follows the theme with no script. */
export function Logo({ brand }: { brand: string }) {
  return (
    <span className="logo">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 text-brand" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M20.5 11.2a6 6 0 1 0 0 9.6" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
        <path d="M23 10v12" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
      </svg>
      <span>{brand}</span>
    </span>
  );
}
