/**
 * `npm test`: every test of the project, in phases that run side by side where they can, with each phase's time
 * at the end (docs/architecture.md#tests-and-checks). The two builds the browser suite needs are made once, next
 * to the unit tests and the third-language check; the Build Output test and the browsers follow their builds.
 * Each phase's output is kept whole and printed when it ends, so parallel phases never interleave their lines;
 * it is also written, as it comes, under test-results/phases/ (Playwright's own folder beside it is emptied when
 * the browsers start).
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const logs = path.join(root, 'test-results', 'phases');

/**
 * Phases in the order they start: the browsers, the longest, take the first free place before the hosts test. `after`
 * names the phases whose success each one needs. A `background` phase is one nothing waits for: it runs at a lower
 * priority, so the builds the browsers wait for go first, and it takes the moments the browsers leave the cores idle.
 */
const phases = [
  { name: 'e2e build', command: ['node', 'scripts/e2e-build.mjs'] },
  { name: 'vercel build', command: ['node', 'scripts/vercel-build.mjs'] },
  { name: 'unit', command: ['npx', 'jest'], background: true },
  { name: 'third language', command: ['node', 'scripts/third-locale-check.mjs'], background: true },
  {
    name: 'browsers',
    command: ['npx', 'playwright', 'test'],
    env: { E2E_PREBUILT: '1' },
    after: ['e2e build', 'vercel build'],
  },
  { name: 'hosts', command: ['npx', 'jest', '--roots', 'tests/hosts'], after: ['vercel build'] },
];

/**
 * How many phases run at once. Each build compiles on every core, then renders its pages on one; the checks
 * beside them are mostly single-threaded, so three at a time keep a 2-core machine busy without thrashing it.
 */
const concurrency = Number(process.env.TEST_PHASES_AT_ONCE ?? 3);

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const clock = (ms) => `${Math.floor(ms / 60_000)} min ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')} s`;
const started = Date.now();
const results = new Map();

function run(phase) {
  mkdirSync(logs, { recursive: true });
  const logFile = path.join(logs, `${phase.name.replaceAll(' ', '-')}.log`);
  const log = createWriteStream(logFile);
  const begin = Date.now();
  console.info(`[test] ${phase.name}: started at ${clock(begin - started)}`);
  return new Promise((resolve) => {
    const lowered = phase.background && process.platform !== 'win32' ? ['nice', '-n', '5'] : [];
    const [command, ...args] = [...lowered, ...phase.command];
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: '0', ...phase.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    for (const stream of [child.stdout, child.stderr]) {
      stream.pipe(log, { end: false });
      stream.on('data', (chunk) => output.push(chunk));
    }
    child.on('close', (code) => {
      log.end(() => {
        const passed = code === 0;
        results.set(phase.name, { passed, ms: Date.now() - begin });
        console.info(
          `\n===== ${phase.name}: ${passed ? 'passed' : `FAILED (exit ${code})`} in ${seconds(Date.now() - begin)} =====`,
        );
        console.info(Buffer.concat(output).toString());
        resolve();
      });
    });
  });
}

const waiting = [...phases];
const running = new Set();
while (waiting.length > 0 || running.size > 0) {
  const ready = waiting.filter((phase) => (phase.after ?? []).every((name) => results.has(name)));
  for (const phase of ready) {
    const blockedBy = (phase.after ?? []).filter((name) => !results.get(name).passed);
    if (blockedBy.length === 0 && running.size >= concurrency) break;
    waiting.splice(waiting.indexOf(phase), 1);
    if (blockedBy.length > 0) {
      results.set(phase.name, { passed: false, skipped: `${blockedBy.join(', ')} failed`, ms: 0 });
      continue;
    }
    const task = run(phase).then(() => running.delete(task));
    running.add(task);
  }
  if (running.size > 0) await Promise.race(running);
}

console.info(`\n[test] phases, on ${(await import('node:os')).cpus().length} cores:`);
for (const { name } of phases) {
  const { passed, skipped, ms } = results.get(name);
  console.info(
    `  ${name.padEnd(16)} ${(skipped ? `skipped (${skipped})` : passed ? 'passed' : 'FAILED').padEnd(28)} ${seconds(ms).padStart(6)}`,
  );
}
const failed = phases.filter(({ name }) => !results.get(name).passed);
console.info(
  `  ${'total'.padEnd(16)} ${(failed.length ? `${failed.length} failed` : 'passed').padEnd(28)} ${clock(Date.now() - started)}`,
);
process.exit(failed.length ? 1 : 0);
