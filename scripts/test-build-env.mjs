/**
 * What both test builds add to their environment (scripts/e2e-build.mjs, scripts/vercel-build.mjs): no Turbopack
 * build cache (next.config.ts). `npm test` makes each build once, on a fresh clone in CI, where nothing reads the
 * cache again; writing it took a quiet build from 146 to 205 CPU-seconds (docs/measurements.md#test-builds).
 */
export const testBuildEnv = { TURBOPACK_BUILD_CACHE: 'off' };
