import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { TextCards } from '@/components/ui/text-cards';

// A benefit has three looks (/test-benefits shows them side by side): a figure (the claims), a card with its icon
// ("why work with me"), a tick line (guarantees, ways of working).

type Benefit = { title: string; text: string };

const claimKeys = ['experience', 'projects', 'delivery', 'guarantee', 'maintenance'] as const;

/** The five claims as figures from site.config (docs/behaviour/content.md#marketing-content). */
export async function ClaimsGrid() {
  const t = await getTranslations('Claims');
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
      {claimKeys.map((key) => (
        <Card as="li" key={key} padding="sm" className="@container last:col-span-2 sm:p-6 lg:last:col-span-1">
          <p className="stat">{t(`${key}Value`)}</p>
          <p className="mt-1 font-semibold text-ink">{t(`${key}Label`)}</p>
          <p className="mt-2 text-sm text-muted">{t(`${key}Text`)}</p>
        </Card>
      ))}
    </ul>
  );
}

/** The claims band under the home hero. */
export async function ClaimsBand() {
  const t = await getTranslations('Claims');
  return (
    <section id="claims" data-section="claims" aria-labelledby="claims-title" className="wrap pb-8">
      <h2 id="claims-title" className="sr-only">
        {t('title')}
      </h2>
      <ClaimsGrid />
    </section>
  );
}

/** "Why work with me". */
export async function BenefitsSection({ tone }: { tone?: 'muted' }) {
  const t = await getTranslations('Benefits');
  return (
    <Section id="benefits" tone={tone} eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')}>
      <TextCards items={t.raw('items')} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" />
    </Section>
  );
}

/** Tick lines, each a title and its text or a plain line; an `ol` counts its steps in the tick instead. */
export function CheckBlocks({
  items,
  className,
  as: List = 'ul',
}: {
  items: (Benefit | string)[];
  className: string;
  as?: 'ul' | 'ol';
}) {
  return (
    <List className={className}>
      {items.map((item, index) => (
        <li key={typeof item === 'string' ? item : item.title} className="flex gap-3">
          <span aria-hidden="true" className="tick text-sm font-bold">
            {List === 'ol' ? index + 1 : <Icon name="check" className="size-4" />}
          </span>
          {typeof item === 'string' ? (
            <p className="text-ink">{item}</p>
          ) : (
            <div>
              <p className="font-semibold text-ink">{item.title}</p>
              <p className="mt-1 text-sm text-muted">{item.text}</p>
            </div>
          )}
        </li>
      ))}
    </List>
  );
}

/** What every project includes, on a soft brand panel. */
export async function GuaranteesPanel() {
  const t = await getTranslations('Benefits');
  return (
    <section id="guarantees" data-section="guarantees" aria-labelledby="guarantees-title" className="wrap py-8">
      <div className="rounded-3xl bg-brand-soft/60 p-6 md:p-10">
        <SectionHeading id="guarantees-title" size="part">
          {t('guaranteesTitle')}
        </SectionHeading>
        <CheckBlocks items={t.raw('guarantees')} className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" />
      </div>
    </section>
  );
}
