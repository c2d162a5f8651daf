import { Icon } from './icon';

/**
 * A list whose lines each start with a decorative brand-coloured tick: promises, deliverables, benefits. `mark`:
 * the line icon, or a ✓ character that takes the text size (compact lists).
 */
export function CheckList({
  items,
  className,
  mark = 'icon',
}: {
  items: string[];
  className: string;
  mark?: 'icon' | 'text';
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          {mark === 'icon' ? (
            <Icon name="check" className="mt-0.5 size-5 shrink-0 text-brand" />
          ) : (
            <span aria-hidden="true" className="text-brand">
              ✓
            </span>
          )}
          {item}
        </li>
      ))}
    </ul>
  );
}
