import type { FAQPage, WithContext } from 'schema-dts';
import { Card } from './card';

export type FaqItem = { question: string; answer: string };

/**
 * FAQ as native disclosures (<details>): keyboard and screen-reader accessible, and readable without JavaScript.
 * `data-faq-question` lets the analytics layer report which question was opened.
 */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <Card padding="none" className="divide-y divide-slate-200">
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
  );
}

export function faqPageJsonLd(items: readonly FaqItem[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
