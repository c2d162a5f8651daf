import type { ComponentProps } from 'react';
import { Link } from '@/i18n/navigation';
import type { ServiceId } from '@/lib/marketing/services';

type ChipLink = { href: ComponentProps<typeof Link>['href']; label: string; service?: ServiceId };

type ChipLinksProps = { id: string; title: string; links: ChipLink[]; className?: string };

/**
 * A titled group of links drawn as chips: where to go next (landing pages, services, cities).
 * Attributes without a value are left out rather than set to undefined, which the RSC payload would still carry.
 */
export function ChipLinks({ id, title, links, ...props }: ChipLinksProps) {
  return (
    <nav aria-labelledby={`${id}-title`} {...props}>
      <h3 id={`${id}-title`} className="text-lg font-semibold text-ink">
        {title}
      </h3>
      <ul className="mt-4 flex flex-wrap gap-3">
        {links.map((link) => (
          <li key={link.label}>
            <Link
              href={link.href}
              {...(link.service && { 'data-service': link.service })}
              className="chip-link text-sm"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
