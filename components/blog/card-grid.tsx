import type { ReactNode } from 'react';

/** One drawn card of a grid, with its key. */
export type GridCard = { key: string; card: ReactNode };

/** A responsive grid of cards already drawn: post cards from the server, shown as they are or chosen in the browser. */
export function CardGrid({ cards }: { cards: readonly GridCard[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {cards.map(({ key, card }) => (
        <li key={key}>{card}</li>
      ))}
    </ul>
  );
}
