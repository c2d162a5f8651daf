import { Card, CardTitle } from './card';

type TextCard = { title: string; text: string };

/** A grid of cards that each hold a title and a paragraph (values, use cases), on a muted band. */
export function TextCards({ items, className }: { items: readonly TextCard[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <Card as="li" key={item.title} band="muted">
          <CardTitle size="lg">{item.title}</CardTitle>
          <p className="mt-2 text-muted">{item.text}</p>
        </Card>
      ))}
    </ul>
  );
}
