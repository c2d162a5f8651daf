import { Icon } from './icon';

type CheckListProps = {
  items: readonly string[];
  /** Classes of the list (its layout, spacing and text). */
  className?: string;
  /** Classes of each line: the tick and the text side by side. */
  itemClassName?: string;
  /** `icon`: the line icon (lists of benefits); `text`: a ✓ character that takes the text size (compact lists). */
  mark?: 'icon' | 'text';
};

/** A list whose lines each start with a decorative brand-coloured tick: promises, deliverables, benefits. */
export function CheckList({ items, className, itemClassName = 'flex gap-2', mark = 'icon' }: CheckListProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={itemClassName}>
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
