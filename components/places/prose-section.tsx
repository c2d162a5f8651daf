import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { Card, CardTitle } from '@/components/ui/card';
import { Section } from '@/components/ui/section';

type ProseSectionProps = {
  id: string;
  title: string;
  paragraphs: string[];
  tone?: 'plain' | 'muted';
  /** A card beside the text (key points, typical clients…). */
  aside?: ReactNode;
  /** Anything under the text, full width (price cards…). */
  children?: ReactNode;
};

/** A band of body copy with its h2, and an optional card beside it. */
export function ProseSection({ id, title, paragraphs, tone = 'plain', aside, children }: ProseSectionProps) {
  return (
    <Section id={id} tone={tone} title={title}>
      <div className={aside ? 'grid gap-10 lg:grid-cols-[3fr_2fr]' : undefined}>
        <div className="max-w-3xl space-y-5 text-lg text-ink">
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        {aside}
      </div>
      {children ? <div className="mt-10">{children}</div> : null}
    </Section>
  );
}

/** The card beside a prose section; it takes the other colour of the band so it stands out on both. */
export function AsideCard({
  title,
  tone = 'plain',
  children,
}: {
  title?: string;
  tone?: 'plain' | 'muted';
  children: ReactNode;
}) {
  return (
    <Card band={tone} className="self-start">
      {title ? (
        <CardTitle size="md" className="mb-5">
          {title}
        </CardTitle>
      ) : null}
      {children}
    </Card>
  );
}

/** Key points with a tick, or steps to follow in order (numbered). */
export function PointList({ points, ordered = false }: { points: string[]; ordered?: boolean }) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className="space-y-5">
      {points.map((point, index) => (
        <li key={point} className="flex gap-3">
          <span aria-hidden="true" className="tick text-sm font-bold">
            {ordered ? index + 1 : <Icon name="check" className="size-4" />}
          </span>
          <p className="text-ink">{point}</p>
        </li>
      ))}
    </List>
  );
}
