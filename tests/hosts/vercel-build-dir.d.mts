/** Where scripts/vercel-build.mjs copies and builds a checkout (vercel-build-dir.mjs). */
export function vercelBuildDir(root: string): string;
