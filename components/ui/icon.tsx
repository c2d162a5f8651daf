/**
 * A line icon of public/icons.svg (chat, bolt, search, shield, device, wrench, check), drawn from that one cached
 * sprite rather than inline paths, which every page would carry twice (HTML and RSC payload). Decorative: the text
 * beside it says it all.
 */
export function Icon({ name, className = 'size-6' }: { name: string; className?: string }) {
  return (
    <svg aria-hidden="true" className={className}>
      <use href={`/icons.svg#${name}`} />
    </svg>
  );
}
