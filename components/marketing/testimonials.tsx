import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';
import { Section } from '@/components/ui/section';

type Testimonial = { quote: string; name: string; business: string; city: string };

/** Client feedback, attributed to a first name, a trade and a city. */
export async function Testimonials() {
  const t = await getTranslations('Testimonials');
  const items: Testimonial[] = t.raw('items');
  return (
    <Section id="testimonials" tone="muted" eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')}>
      <ul className="grid gap-6 md:grid-cols-3">
        {items.map((item) => (
          <li key={item.name}>
            <Card as="figure" band="muted" className="flex h-full flex-col">
              <span aria-hidden="true" className="font-serif text-5xl leading-none text-brand">
                “
              </span>
              <blockquote className="mt-2 flex-1 text-ink">
                <p>{item.quote}</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span aria-hidden="true" className="avatar">
                  {item.name.charAt(0)}
                </span>
                <span>
                  <span className="block font-semibold text-ink">{item.name}</span>
                  <span className="block text-sm text-muted">
                    {item.business}, {item.city}
                  </span>
                </span>
              </figcaption>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
