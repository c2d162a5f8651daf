import type { ReactNode } from 'react';

/** The top band of a page: a soft brand glow behind a grid of text and picture (`className` sets the grid). */
export function Hero({ className, children }: { className: string; children: ReactNode }) {
  return (
    <section data-section="hero" className="relative overflow-hidden">
      <div className="pointer-events-none absolute inset-x-0 top-0 h-[32rem] bg-gradient-to-b from-brand-soft/70 to-transparent" />
      <div className={`relative mx-auto grid max-w-6xl items-center px-4 pb-12 pt-28 ${className}`}>{children}</div>
    </section>
  );
}
