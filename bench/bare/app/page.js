export default function Home() {
  return (
    <main>
      <h1>Bare Next.js page</h1>
      <p>The same Next.js and React versions as the site, and nothing else.</p>
    </main>
  );
}
