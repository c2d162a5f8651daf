import type { ReactNode } from 'react';
import { SectionHeading } from './section-heading';

type SectionProps = {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  children: ReactNode;
  tone?: 'plain' | 'muted';
};

/**
 * A page band with its h2; `muted` alternates the background so long pages read as distinct bands; `data-section`
 * lets the analytics layer report section views; `data-reveal` lets the experience layer fade the content up into view.
 */
export function Section({ id, eyebrow, title, intro, children, tone = 'plain' }: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      data-section={id}
      className={tone === 'muted' ? 'bg-white' : undefined}
    >
      <div className="band">
        <SectionHeading id={headingId} eyebrow={eyebrow} intro={intro}>
          {title}
        </SectionHeading>
        <div data-reveal="" className="mt-10">
          {children}
        </div>
      </div>
    </section>
  );
}
