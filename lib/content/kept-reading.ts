import 'server-only';

/**
 * A reading is used as it is for this long; past it, the next question refreshes it in the background.
 * @public named in docs/behaviour/constants.md
 */
export const FRESH_MS = 60_000;
/**
 * A name the reading does not hold waits for a new read only when the last one is older than this.
 * @public named in docs/behaviour/constants.md
 */
export const RECHECK_MS = 10_000;

/**
 * A set of names read from the content and kept in memory, for the proxy, which must decide without a query per
 * request: one read at a time, at most one per 10 seconds however many unknown names are asked (something
 * published a moment ago is still found), and a failed read keeps the last good one (logged once per outage).
 * Its size is the content's, whatever visitors ask. `has` answers `undefined` while the content cannot be read.
 */
export function keptReading(what: string, read: () => Promise<Iterable<string>>) {
  let last: { at: number; names: Set<string> } | undefined;
  let pending: Promise<typeof last> | undefined;
  let failing = false;

  function refresh(): Promise<typeof last> {
    pending ??= read()
      .then((names) => {
        last = { at: Date.now(), names: new Set(names) };
        failing = false;
        return last;
      })
      .catch((error: unknown) => {
        if (!failing) console.error(`[content] could not read ${what}: ${(error as Error).message}`);
        failing = true;
        return last;
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  }

  return async function has(name: string): Promise<boolean | undefined> {
    const now = Date.now();
    let reading = last ?? (await refresh());
    if (reading && now - reading.at > FRESH_MS) void refresh();
    if (reading?.names.has(name)) return true;
    if (reading && now - reading.at > RECHECK_MS) reading = await refresh();
    return reading && reading.names.has(name);
  };
}
