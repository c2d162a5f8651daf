/**
 * `npm run bench:input`: the longest time one contact body holds the event loop. For every hostile pattern of
 * tests/fixtures/hostile-contact.ts in every field (bodies of 32 KiB, the API's limit), it times what the route
 * does synchronously with a body: JSON.parse and the contact schema (caps, markup stripping, checks).
 * Each body runs 3 times and keeps its fastest run, so a pause of the shared machine is not counted as ours.
 * Target: under 20 ms per body. It reports; it exits non-zero only when a body exceeds the target.
 */
import { performance } from 'node:perf_hooks';
import { tsImport } from 'tsx/esm/api';

const targetMs = 20;
const { contactSchema } = await tsImport('../lib/contact/schema.ts', import.meta.url);
const { hostileBodies } = await tsImport('../tests/fixtures/hostile-contact.ts', import.meta.url);

function hold(body) {
  let best = Infinity;
  for (let run = 0; run < 3; run += 1) {
    const start = performance.now();
    contactSchema.safeParse(JSON.parse(body));
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

const bodies = hostileBodies();
// Warm the JIT on every path first, as a running server would be.
for (const { body } of bodies) contactSchema.safeParse(JSON.parse(body));
const results = bodies.map(({ label, body }) => ({ label, bytes: Buffer.byteLength(body), ms: hold(body) }));
results.sort((a, b) => b.ms - a.ms);

console.log(`${results.length} hostile bodies of ${Math.max(...results.map((r) => r.bytes))} bytes at most`);
console.log('| Body (the 10 slowest) | Event-loop hold |\n| --- | --: |');
for (const { label, ms } of results.slice(0, 10)) console.log(`| ${label} | ${ms.toFixed(2)} ms |`);
const worst = results[0];
console.log(`\nLongest hold: ${worst.ms.toFixed(2)} ms (${worst.label}); target under ${targetMs} ms.`);
process.exitCode = worst.ms < targetMs ? 0 : 1;
