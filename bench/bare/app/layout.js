/** The bare Next.js app the site is measured against: same Next and React, one static page. */
export const metadata = {
  title: 'Bare Next.js page',
  description: 'The baseline of the benchmark: a static Next.js page with no styles, fonts or client components.',
};

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
