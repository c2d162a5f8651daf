/** Line icons of the benefit blocks (24 px grid, stroke follows the text colour). Decorative: the text beside them says it all. */
const paths = {
  chat: 'M4 5h16v10H9l-5 4V5Z',
  bolt: 'M13 2 4 14h7l-1 8 9-12h-7l1-8Z',
  search: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13Zm4.6-1.9L20 20',
  shield: 'M12 3 5 6v5c0 4.4 3 8.3 7 10 4-1.7 7-5.6 7-10V6l-7-3Zm-3 9 2 2 4-4',
  device: 'M7 3h10a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Zm4 15h2',
  wrench: 'M14.7 6.3a4 4 0 0 0-5.4 5.2L3 17.8 6.2 21l6.3-6.3a4 4 0 0 0 5.2-5.4l-2.5 2.5-2.6-.6-.6-2.6 2.5-2.5-.3.2Z',
  check: 'm5 12.5 4.5 4.5L19 7.5',
} as const;

export type IconName = keyof typeof paths;

export function isIconName(value: string): value is IconName {
  return value in paths;
}

export function Icon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      <path d={paths[name]} />
    </svg>
  );
}
