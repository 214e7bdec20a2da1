import type { LiveUpdateMessage } from '@surplus/shared';
import { useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * The app's one socket as other features see it: whether it is open, and its messages. useLiveUpdates
 * reports both; a feature that follows something live (an import's progress) listens here and falls back
 * to polling while the socket is closed.
 */
type Listener = (message: LiveUpdateMessage) => void;

const listeners = new Set<Listener>();
const openListeners = new Set<() => void>();
let open = false;

export function reportSocketOpen(isOpen: boolean): void {
  if (isOpen === open) return;
  open = isOpen;
  for (const listener of openListeners) listener();
}

export function reportLiveMessage(message: LiveUpdateMessage): void {
  for (const listener of listeners) listener(message);
}

const subscribeOpen = (listener: () => void) => {
  openListeners.add(listener);
  return () => openListeners.delete(listener);
};

/** True while the live-update socket is open (false on the server and before it first opens). */
export const useLiveSocketOpen = (): boolean =>
  useSyncExternalStore(
    subscribeOpen,
    () => open,
    () => false,
  );

/** Calls `onMessage` (its latest version) with every message of the socket while the component is mounted. */
export function useLiveMessages(onMessage: Listener): void {
  const latest = useRef(onMessage);
  latest.current = onMessage;
  useEffect(() => {
    const listener: Listener = (message) => latest.current(message);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
}
