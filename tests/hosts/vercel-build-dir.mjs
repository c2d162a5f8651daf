import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where scripts/vercel-build.mjs copies and builds this checkout: one folder per checkout, outside it. */
export function vercelBuildDir(root) {
  const checkout = createHash('sha256').update(root).digest('hex').slice(0, 12);
  return path.join(tmpdir(), `vercel-build-${checkout}`);
}
