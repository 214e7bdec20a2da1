/** What other features use of live-updates: they import it from here, never from its folders. */
export { useLiveMessages, useLiveSocketOpen } from './live-socket';
export { useLiveUpdates } from './use-live-updates';
