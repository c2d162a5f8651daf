import { JsonLd } from '@/components/seo/json-ld';
import { FaqList, faqPageJsonLd, type FaqItem } from '@/components/ui/faq-list';
import { Section } from '@/components/ui/section';

/** A FAQ band with its FAQPage structured data. */
export function FaqSection({
  title,
  intro,
  items,
  tone = 'plain',
}: {
  title: string;
  intro?: string;
  items: FaqItem[];
  tone?: 'plain' | 'muted';
}) {
  return (
    <Section id="faq" tone={tone} title={title} intro={intro}>
      <div className="max-w-3xl">
        <FaqList items={items} />
      </div>
      <JsonLd data={faqPageJsonLd(items)} />
    </Section>
  );
}
