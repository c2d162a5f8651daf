/**
 * Only paths outside every locale reach this (the locale rewrites send the rest to a localized 404). A plain
 * link: this boundary's scripts load with every page, and next/link would add its code to each of them.
 */
export default function GlobalNotFound() {
  return (
    // eslint-disable-next-line i18n/no-locale-literal -- the language of the English text below, not a choice
    <html lang="en">
      <body>
        <main>
          <h1>Page not found</h1>
          <p>
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load, on purpose (see above) */}
            <a href="/">Back to the home page</a>
          </p>
        </main>
      </body>
    </html>
  );
}
