import { cx } from './class-names';

/** Short words as soft brand pills: skills, expertise, a city's typical clients. */
export function PillList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cx('flex flex-wrap gap-2', className)}>
      {items.map((item) => (
        <li key={item} className="pill">
          {item}
        </li>
      ))}
    </ul>
  );
}
