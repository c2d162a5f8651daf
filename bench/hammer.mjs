/**
 * `node bench/hammer.mjs <origin> <path with {n}> <seconds>`: one client sending requests over 10 connections,
 * each with the next value of `{n}`, run in a process of its own by bench/cost.mjs. Prints `running` once the
 * first answer is in, then its figures as JSON.
 */
import autocannon from 'autocannon';
import { figures } from './load.mjs';

const [origin, template, seconds] = process.argv.slice(2);
let count = 0;
const instance = autocannon(
  {
    url: origin,
    connections: 10,
    duration: Number(seconds),
    requests: [{ setupRequest: (request) => ({ ...request, path: template.replace('{n}', String(count++)) }) }],
  },
  (error, result) => {
    if (error) {
      console.error(`[hammer] ${error.message}`);
      process.exit(1);
    }
    process.stdout.write(`${JSON.stringify(figures(result))}\n`);
  },
);
instance.once('response', () => process.stdout.write('running\n'));
