import { getTranslations } from 'next-intl/server';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { BenefitBlock } from './benefit-block';
import { isIconName } from '@/components/ui/icon';

type Benefit = { icon: string; title: string; text: string };
type Guarantee = { title: string; text: string };

/** A grid of benefit cards, each with its icon (a name the icon set lacks falls back to the tick). */
export function BenefitCards({ items, className }: { items: readonly Benefit[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.title}>
          <BenefitBlock
            variant="card"
            icon={isIconName(item.icon) ? item.icon : 'check'}
            title={item.title}
            text={item.text}
          />
        </li>
      ))}
    </ul>
  );
}

/** "Why work with me": the card variant of the benefit block. */
export async function BenefitsSection({ tone = 'plain' }: { tone?: 'plain' | 'muted' }) {
  const t = await getTranslations('Benefits');
  const items = t.raw('items') as Benefit[];
  return (
    <Section id="benefits" tone={tone} eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')}>
      <BenefitCards items={items} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" />
    </Section>
  );
}

type CheckBlocksProps = { items: readonly Guarantee[]; className: string; as?: 'ul' | 'ol' };

/** Tick lines, each a title and its text: guarantees, how meetings and remote work go. */
export function CheckBlocks({ items, className, as: List = 'ul' }: CheckBlocksProps) {
  return (
    <List className={className}>
      {items.map((item) => (
        <li key={item.title}>
          <BenefitBlock variant="check" title={item.title} text={item.text} />
        </li>
      ))}
    </List>
  );
}

/** What every project includes: the check variant, on a soft brand panel. */
export async function GuaranteesPanel() {
  const t = await getTranslations('Benefits');
  const items = t.raw('guarantees') as Guarantee[];
  return (
    <section id="guarantees" data-section="guarantees" aria-labelledby="guarantees-title" className="wrap py-8">
      <div className="rounded-3xl bg-brand-soft/60 p-6 md:p-10">
        <SectionHeading id="guarantees-title" size="part">
          {t('guaranteesTitle')}
        </SectionHeading>
        <CheckBlocks items={items} className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" />
      </div>
    </section>
  );
}
