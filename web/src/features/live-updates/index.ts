/** What other features use of live-updates: they import it from here, never from its folders. */
export { useLiveMessages, useLiveSocketOpen } from './live-socket';
export { LiveUpdates } from './components/LiveUpdates';
