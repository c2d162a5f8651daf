import type { ReactNode } from 'react';
import { AsideCard, PointList, ProseSection } from '@/components/places/prose-section';
import type { LandingCopy } from '@/lib/places/schema';

type LandingSectionProps = {
  id: string;
  section: LandingCopy['fullContent'][keyof LandingCopy['fullContent']];
  tone?: 'plain' | 'muted';
  /** The section's points are steps, in order. */
  ordered?: boolean;
  children?: ReactNode;
};

/** One section of a landing page's fullContent: its h2, its paragraphs and its points beside them. */
export function LandingSection({ id, section, tone = 'plain', ordered = false, children }: LandingSectionProps) {
  const aside = section.points ? (
    <AsideCard tone={tone}>
      <PointList points={section.points} ordered={ordered} />
    </AsideCard>
  ) : undefined;
  return (
    <ProseSection id={id} tone={tone} title={section.title} paragraphs={section.paragraphs} aside={aside}>
      {children}
    </ProseSection>
  );
}
