import type { ComponentProps } from 'react';
import { Link } from '@/i18n/navigation';

type ChipLink = { href: ComponentProps<typeof Link>['href']; label: string; service?: string };

type ChipLinksProps = { id: string; title: string; links: ChipLink[]; className?: string };

/** A titled group of links drawn as chips: where to go next (landing pages, services, cities). */
export function ChipLinks({ id, title, links, ...props }: ChipLinksProps) {
  return (
    <nav aria-labelledby={`${id}-title`} {...props}>
      <h3 id={`${id}-title`} className="text-lg font-semibold text-ink">
        {title}
      </h3>
      <ul className="mt-4 flex flex-wrap gap-3">
        {links.map(({ href, label, service }) => (
          <li key={label}>
            {/* Without a service, no attribute at all: one set to undefined would still travel in the RSC payload. */}
            <Link href={href} {...(service && { 'data-service': service })} className="chip-link text-sm">
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
