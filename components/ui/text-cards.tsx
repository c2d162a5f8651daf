import { Card, CardTitle } from './card';
import { Icon } from './icon';

type TextCard = { title: string; text: string; icon?: string };

/** A grid of cards that each hold a title and a paragraph, under their icon if they have one (benefits, values). */
export function TextCards({ items, className, band }: { items: TextCard[]; className: string; band?: 'muted' }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <Card as="li" key={item.title} band={band}>
          {item.icon ? (
            <span className="icon-tile mb-4">
              <Icon name={item.icon} />
            </span>
          ) : null}
          <CardTitle size="lg">{item.title}</CardTitle>
          <p className="mt-2 text-muted">{item.text}</p>
        </Card>
      ))}
    </ul>
  );
}
