import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while the browser hydrates a server-rendered page, true from the next render on
 * (and at once in a page rendered in the browser). What depends on the reader's clock or time zone waits for
 * it, so the hydrating render matches the server's markup.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
