import type { ReactNode } from 'react';
import '../globals.css';

/** The studio lives outside the locales and the site's shell: its own document, nothing else around it. */
export default function StudioLayout({ children }: { children: ReactNode }) {
  return (
    // eslint-disable-next-line i18n/no-locale-literal -- the studio's own interface is in English
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
