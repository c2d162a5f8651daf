import type { ComponentProps, ReactNode } from 'react';
import { SectionHeading } from '@/components/ui/section-heading';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { siteConfig } from '@/site.config';

/** Links inside legal text: visibly links, not just coloured words. */
const legalLink = 'focus-ring font-semibold text-brand underline underline-offset-4 hover:text-brand-strong';

/** A `t.rich` tag that turns its words into a link to a page of the site. */
export const pageLink = (href: ComponentProps<typeof Link>['href']) =>
  function PageLink(chunks: ReactNode) {
    return (
      <Link className={legalLink} href={href}>
        {chunks}
      </Link>
    );
  };

/** A `t.rich` tag that turns its words into a link to another site, or to an email address. */
export const outsideLink = (href: string) =>
  function OutsideLink(chunks: ReactNode) {
    return (
      <a className={legalLink} href={href} rel={href.startsWith('http') ? 'noopener noreferrer' : undefined}>
        {chunks}
      </a>
    );
  };

/** The owner's address on one line, with the country named in the page's language. */
export function postalAddress(locale: Locale): string {
  const { streetAddress, postalCode, addressLocality, addressCountry } = siteConfig.address;
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(addressCountry) ?? addressCountry;
  return `${streetAddress}, ${postalCode} ${addressLocality}, ${country}`;
}

/** The readable column of a legal page, aligned with its PageIntro. */
export function LegalDocument({ children }: { children: ReactNode }) {
  return (
    <div className="wrap pb-24">
      <div className="max-w-3xl">{children}</div>
    </div>
  );
}

/** One part of a legal page: an h2 and its prose, reachable by its id. */
export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="border-t border-slate-200 py-10 first:border-t-0 first:pt-0"
    >
      <SectionHeading id={`${id}-title`} size="part">
        {title}
      </SectionHeading>
      <div className="mt-4 space-y-4 leading-relaxed text-ink">{children}</div>
    </section>
  );
}

export function BulletList({ items }: { items: string[] }) {
  return (
    <ul className="list-disc space-y-2 pl-6">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
