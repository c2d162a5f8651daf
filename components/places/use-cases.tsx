import { BenefitBlock } from '@/components/marketing/benefit-block';
import { Card, CardTitle } from '@/components/ui/card';
import { Section } from '@/components/ui/section';

type TitledText = { title: string; text: string };

/** What gets built in a city: two or three cards on a muted band. */
export function UseCases({ title, items }: { title: string; items: readonly TitledText[] }) {
  return (
    <Section id="use-cases" tone="muted" title={title}>
      <ul className={`grid gap-6 ${items.length === 2 ? 'md:grid-cols-2' : 'md:grid-cols-3'}`}>
        {items.map((useCase) => (
          <Card as="li" key={useCase.title} band="muted">
            <CardTitle size="lg">{useCase.title}</CardTitle>
            <p className="mt-2 text-muted">{useCase.text}</p>
          </Card>
        ))}
      </ul>
    </Section>
  );
}

/** A column of tick lines, each a title and its text: how meetings and remote work go. */
export function CheckBlocks({ items }: { items: readonly TitledText[] }) {
  return (
    <ul className="space-y-5">
      {items.map((item) => (
        <li key={item.title}>
          <BenefitBlock variant="check" title={item.title} text={item.text} />
        </li>
      ))}
    </ul>
  );
}
