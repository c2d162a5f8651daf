import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * A copy of the working tree in `target`: the files git would commit (tracked, or new and not ignored), as they
 * are now, and node_modules by hard links, so it costs seconds and no download.
 */
export function copyTree(root, target) {
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root })
    .toString()
    .split('\0')
    .filter((file) => file && existsSync(path.join(root, file)));
  for (const file of files) cpSync(path.join(root, file), path.join(target, file));
  const linked = spawnSync('cp', ['-al', path.join(root, 'node_modules'), path.join(target, 'node_modules')]);
  if (linked.status !== 0)
    cpSync(path.join(root, 'node_modules'), path.join(target, 'node_modules'), { recursive: true });
}
