import { notFound } from 'next/navigation';

const sentence = 'This sentence pads the bare page to the weight of a page of the site. ';
const maxBytes = 1_000_000;

/** None at build time: each weight the bench asks for renders once, then is served from the cache like an ISR page. */
export function generateStaticParams() {
  return [];
}

/** The bare page padded with `bytes` characters of ASCII text, in paragraphs of about 1 KB. */
export default async function Padded({ params }) {
  const bytes = Number((await params).bytes);
  if (!Number.isInteger(bytes) || bytes < 0 || bytes > maxBytes) notFound();
  const text = sentence.repeat(Math.ceil(bytes / sentence.length)).slice(0, bytes);
  const paragraphs = [];
  for (let start = 0; start < text.length; start += 1000) paragraphs.push(text.slice(start, start + 1000));
  return (
    <main>
      <h1>Bare Next.js page, padded</h1>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </main>
  );
}
