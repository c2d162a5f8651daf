import { Section } from '@/components/ui/section';
import { TextCards } from '@/components/ui/text-cards';

/** What gets built in a city: two or three cards on a muted band. */
export function UseCases({ title, items }: { title: string; items: readonly { title: string; text: string }[] }) {
  return (
    <Section id="use-cases" tone="muted" title={title}>
      <TextCards items={items} className={`grid gap-6 ${items.length === 2 ? 'md:grid-cols-2' : 'md:grid-cols-3'}`} />
    </Section>
  );
}
