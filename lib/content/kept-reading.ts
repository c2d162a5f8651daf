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
 * request: one read at a time, at most one per 10 seconds however many unknown names are asked (so something
 * published a moment ago is still found), a failed read keeps the last good one (logged once per outage). Its size is
 * the content's, whatever visitors ask. `has` answers `undefined` while the content has never been read.
 */
export function keptReading(what: string, read: () => Promise<Iterable<string>>) {
  let last: { at: number; names: Set<string> } | undefined;
  let pending: Promise<void> | undefined;
  let failing = false;
  const refresh = () =>
    (pending ??= read()
      .then(
        (names) => {
          last = { at: Date.now(), names: new Set(names) };
          failing = false;
        },
        (error: Error) => {
          if (!failing) console.error(`[content] could not read ${what}: ${error.message}`);
          failing = true;
        },
      )
      .finally(() => (pending = undefined)));

  return async function has(name: string): Promise<boolean | undefined> {
    if (!last) await refresh();
    const age = last ? Date.now() - last.at : 0;
    if (last && !last.names.has(name) && age > RECHECK_MS) await refresh();
    else if (age > FRESH_MS) void refresh();
    return last?.names.has(name);
  };
}
