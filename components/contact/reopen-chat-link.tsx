'use client';

import type { ReactNode } from 'react';
import { readChatLink } from '@/lib/contact/browser-store';
import { useBrowserValue } from '@/lib/use-browser-value';

type ReopenChatLinkProps = { href: string; className: string; children: ReactNode };

/**
 * Reopens the conversation the funnel opened, with the visitor's request written in (its link is kept for
 * the tab's session); the plain chat link `href` on a direct visit.
 */
export function ReopenChatLink({ href, className, children }: ReopenChatLinkProps) {
  // Session storage sends no event to the tab that wrote it, and the funnel wrote it on another page.
  const stored = useBrowserValue(readChatLink, undefined);
  // Storage is the browser's to change: only a link to the same chat is reopened.
  const link = stored?.startsWith(`${href}?`) ? stored : href;
  return (
    <a href={link} target="_blank" rel="noopener noreferrer" data-cta="" className={className}>
      {children}
    </a>
  );
}
