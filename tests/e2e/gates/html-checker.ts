import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/** The Nu HTML Checker, as the vnu-jar package ships it; run with the machine's Java (.ci/run installs it). */
const vnuJar = require.resolve('vnu-jar/build/dist/vnu.jar');

export type HtmlMessage = {
  type: string;
  url: string;
  message: string;
  lastLine?: number;
  firstColumn?: number;
  extract?: string;
};

/**
 * Runs the checker once over every file (the JVM starts slowly); it reports on stderr and exits 1 on errors.
 * Its CSS checks are left out: each page carries Tailwind's stylesheet inline, in CSS the checker's validator
 * predates (`@property`, container queries); the markup is what this gate is about.
 */
export async function checkHtmlFiles(files: string[]): Promise<HtmlMessage[]> {
  const { stderr } = await promisify(execFile)(
    'java',
    // A short run: the quick compiler and one garbage collector thread halve its CPU with the same report; the quick
    // compiler's frames are larger, so the stack the checker needs (512 KB) is raised too (docs/measurements.md).
    [
      '-XX:TieredStopAtLevel=1',
      '-XX:+UseSerialGC',
      '-Xss4m',
      '-jar',
      vnuJar,
      '--format',
      'json',
      '--errors-only',
      '--filterpattern',
      'CSS: .*',
      ...files,
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: { stderr?: string; message: string }) => {
    if (!error.stderr?.trim().startsWith('{')) throw new Error(`The Nu HTML Checker did not run: ${error.message}`);
    return { stderr: error.stderr };
  });
  return (JSON.parse(stderr) as { messages: HtmlMessage[] }).messages;
}
