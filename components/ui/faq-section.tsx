import { JsonLd } from '@/components/seo/json-ld';
import { Card } from './card';
import { Section } from './section';

export type FaqItem = { question: string; answer: string };

/**
 * A FAQ band with its FAQPage structured data. The questions are native disclosures (<details>): keyboard and
 * screen-reader accessible, and readable without JavaScript; `data-faq-question` lets the analytics layer report
 * which question was opened.
 */
export function FaqSection({
  title,
  intro,
  items,
  tone,
}: {
  title: string;
  intro?: string;
  items: FaqItem[];
  tone?: 'muted';
}) {
  return (
    <Section id="faq" tone={tone} title={title} intro={intro}>
      <Card padding="none" className="max-w-3xl divide-y divide-slate-200">
        {items.map((item) => (
          <details key={item.question} data-faq-question={item.question} className="group p-5 open:bg-brand-soft/30">
            <summary className="faq-question">
              {item.question}
              <span aria-hidden="true" className="faq-plus">
                +
              </span>
            </summary>
            <p className="mt-3 text-muted">{item.answer}</p>
          </details>
        ))}
      </Card>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: items.map(({ question, answer }) => ({
            '@type': 'Question',
            name: question,
            acceptedAnswer: { '@type': 'Answer', text: answer },
          })),
        }}
      />
    </Section>
  );
}
