import Link from 'next/link';

/** Only paths outside every locale reach this (the locale rewrites send the rest to a localized 404). */
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body>
        <main>
          <h1>Page not found</h1>
          <p>
            <Link href="/">Back to the home page</Link>
          </p>
        </main>
      </body>
    </html>
  );
}
