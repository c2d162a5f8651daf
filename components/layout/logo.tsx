import { brandMark } from '@/lib/brand-mark';

/** The brand mark: its colour is the theme's brand colour, so it follows the theme with no script. */
export function Logo({ brand }: { brand: string }) {
  return (
    <span className="logo">
      <svg aria-hidden="true" viewBox={brandMark.viewBox} className="size-8 text-brand" focusable="false">
        <rect width="32" height="32" rx={brandMark.cornerRadius} fill="currentColor" />
        {brandMark.strokes.map((stroke) => (
          <path
            key={stroke}
            d={stroke}
            fill="none"
            stroke="#fff"
            strokeWidth={brandMark.strokeWidth}
            strokeLinecap="round"
          />
        ))}
      </svg>
      <span>{brand}</span>
    </span>
  );
}
