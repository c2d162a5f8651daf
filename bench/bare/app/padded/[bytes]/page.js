/**
 * A dash above Latin-1 (U+2013), as every page of the site has (dashes, €, French spacing): V8 then holds the page as
 * a two-byte string, which Next transcodes on every response; padded in ASCII alone, the same weight serves 20 to 25 %
 * less CPU a request (docs/measurements.md#throughput).
 */
const sentence = 'This sentence pads the bare page to the weight of a page of the site – and its characters. ';

/**
 * Prerendered at build time, as the site's pages are, for each weight in bytes that BENCH_BARE_WEIGHTS lists
 * (bench/load.mjs builds it with the weights of the pages it measures); no other weight exists.
 */
export const dynamicParams = false;
export function generateStaticParams() {
  return (process.env.BENCH_BARE_WEIGHTS ?? '8000').split(',').map((bytes) => ({ bytes }));
}

/**
 * The bare page padded to about `bytes` of HTML: the padding stands twice, in the markup and in React's payload, beside
 * about 5 KB of the page itself; the bench weighs what it serves.
 */
export default async function Padded({ params }) {
  const length = Math.max(0, Math.round((Number((await params).bytes) - 5000) / 2));
  return (
    <main>
      <h1>Bare Next.js page, padded</h1>
      <p>{sentence.repeat(Math.ceil(length / sentence.length)).slice(0, length)}</p>
    </main>
  );
}
