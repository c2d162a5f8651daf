/**
 * `npm test`: every test of the project in phases, side by side where they can run so, three at a time (each build
 * compiles on every core, the checks beside them mostly on one), with each phase's time at the end
 * (docs/architecture.md#tests-and-checks). A phase starts once the phases it needs have passed, the earliest listed
 * first. The checks nothing waits for run under `nice`, so the builds the browsers wait for go first. Each phase's
 * output is printed whole when it ends and written as it comes under test-results/phases/.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { cpus } from 'node:os';

const phases = [
  { name: 'e2e build', command: 'node scripts/e2e-build.mjs' },
  { name: 'vercel build', command: 'node scripts/vercel-build.mjs' },
  { name: 'unit', command: 'nice -n 5 npx jest' },
  { name: 'third language', command: 'nice -n 5 node scripts/third-locale-check.mjs' },
  { name: 'browsers', command: 'npx playwright test', after: ['e2e build', 'vercel build'] },
  { name: 'hosts', command: 'npx jest --roots tests/hosts', after: ['vercel build'] },
];

const started = Date.now();
const clock = (ms) => `${Math.floor(ms / 60_000)} min ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')} s`;
mkdirSync('test-results/phases', { recursive: true });

function run({ name, command }) {
  console.info(`[test] ${name}: started at ${clock(Date.now() - started)}`);
  const [program, ...args] = command.split(' ');
  const env = { ...process.env, FORCE_COLOR: '0', E2E_PREBUILT: '1' };
  const child = spawn(program, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = createWriteStream(`test-results/phases/${name.replace(' ', '-')}.log`);
  const output = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream.pipe(log, { end: false });
    stream.on('data', (chunk) => output.push(chunk));
  }
  return new Promise((resolve) =>
    child.on('close', (code) => log.end(() => resolve({ code, output: Buffer.concat(output).toString() }))),
  );
}

// Three places. One that frees goes to the earliest listed phase waiting, once the phases that needed the phase
// ending have queued: the browsers, the longest, before the hosts test.
let free = 3;
const queue = [];
function hand(freed) {
  free += freed;
  queue.sort((a, b) => a.index - b.index);
  for (; free > 0 && queue.length > 0; free -= 1) queue.shift().resolve();
}

async function runWhenReady(phase, index, needed) {
  const failed = (await Promise.all(needed)).filter((result) => !result.passed).map((result) => result.name);
  if (failed.length > 0) return { name: phase.name, ms: 0, status: `skipped (${failed.join(', ')} failed)` };
  await new Promise((resolve) => {
    queue.push({ index, resolve });
    hand(0);
  });
  const begin = Date.now();
  const { code, output } = await run(phase);
  setImmediate(() => hand(1));
  const status = code === 0 ? 'passed' : `FAILED (exit ${code})`;
  console.info(`\n===== ${phase.name}: ${status} in ${Math.round((Date.now() - begin) / 1000)} s =====\n${output}`);
  return { name: phase.name, passed: code === 0, ms: Date.now() - begin, status };
}

const outcomes = new Map();
for (const [index, phase] of phases.entries())
  outcomes.set(
    phase.name,
    runWhenReady(
      phase,
      index,
      (phase.after ?? []).map((name) => outcomes.get(name)),
    ),
  );
const results = await Promise.all(outcomes.values());

console.info(`\n[test] phases, on ${cpus().length} cores:`);
for (const { name, status, ms } of results) {
  console.info(`  ${name.padEnd(16)} ${status.padEnd(28)} ${`${Math.round(ms / 1000)} s`.padStart(6)}`);
}
const failures = results.filter((result) => !result.passed).length;
console.info(
  `  ${'total'.padEnd(16)} ${(failures ? `${failures} failed` : 'passed').padEnd(28)} ${clock(Date.now() - started)}`,
);
process.exit(failures ? 1 : 0);
