import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * A value only the browser knows and never announces a change of (its address, storage another page wrote, what
 * the device allows): `onServer` while the server renders and the browser hydrates, so the markup matches the
 * HTML it was sent, then `read()` once the page runs.
 */
export function useBrowserValue<T>(read: () => T, onServer: T): T {
  return useSyncExternalStore(noSubscription, read, () => onServer);
}
