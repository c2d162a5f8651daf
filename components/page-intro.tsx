import type { ReactNode } from 'react';

/** The top of a page: its one h1 and the paragraph that says what the page is for. */
export function PageIntro({
  eyebrow,
  h1,
  intro,
  children,
}: {
  eyebrow?: string;
  h1: string;
  intro: string;
  children?: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-6xl px-4 pb-12 pt-32">
      {eyebrow ? <p className="mb-3 font-semibold uppercase tracking-wide text-brand">{eyebrow}</p> : null}
      <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-ink md:text-5xl">{h1}</h1>
      <p className="mt-6 max-w-2xl text-lg text-muted">{intro}</p>
      {children}
    </section>
  );
}
