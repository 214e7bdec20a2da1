import { startTransition, useEffect, useState } from 'react';

/**
 * False on the server and in a component's first render in the browser, true right after. What depends on the
 * reader's clock, time zone or screen waits for it, so a hydrating render matches the server's markup. The switch
 * is a transition: an urgent update while the page hydrates would make React finish all of its hydration at once.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
