/**
 * Line icons of the benefit blocks and check lists, drawn from one cached sprite (public/icons.svg) rather than
 * inline paths, which every page would carry twice (HTML and RSC payload).
 * Decorative: the text beside them says it all.
 */
const iconNames = ['chat', 'bolt', 'search', 'shield', 'device', 'wrench', 'check'] as const;

export type IconName = (typeof iconNames)[number];

export function isIconName(value: string): value is IconName {
  return (iconNames as readonly string[]).includes(value);
}

export function Icon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" className={className}>
      <use href={`/icons.svg#${name}`} />
    </svg>
  );
}
