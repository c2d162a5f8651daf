/**
 * @react-email/components for Jest: @react-email/render loads react-dom/server with a dynamic import, which
 * Jest's CommonJS runtime cannot run, so `render` gives the same markup from react-dom/server directly (the
 * built site uses the real renderer: see the e2e specs). In a test file:
 * `jest.mock('@react-email/components', () => jest.requireActual('./react-email-for-jest').reactEmailForJest);`
 */
/**
 * The components are loaded once per test file and kept on the test's global object: the package also brings a code
 * highlighter and a Tailwind compiler that no email of the site uses, and evaluating them again on each fresh import
 * (importWithEnv) was half of the route test's time. They hold no state and use no hooks, so the React of a later
 * import renders them as it would its own.
 */
const kept = globalThis as typeof globalThis & { reactEmailComponents?: object };
const actual = (kept.reactEmailComponents ??= jest.requireActual('@react-email/components'));
const { renderToStaticMarkup } = jest.requireActual('react-dom/server');

export const reactEmailForJest = {
  ...actual,
  render: async (element: React.ReactElement) => `<!DOCTYPE html>${renderToStaticMarkup(element)}`,
};

/**
 * Sets (or, for `undefined`, removes) environment variables, then imports a module afresh so it reads them: as a new
 * process, without the limits' memory of the last one (lib/rate-limit keeps it process-wide).
 */
export async function importWithEnv<T>(env: Record<string, string | undefined>, load: () => Promise<T>): Promise<T> {
  jest.resetModules();
  delete (globalThis as { rateLimiters?: unknown }).rateLimiters;
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  return load();
}
