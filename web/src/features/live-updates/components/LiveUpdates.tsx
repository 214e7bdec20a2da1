import { useLiveUpdates } from '../use-live-updates';

/** The app's live socket as a component, so the layout can load its code apart from the page's first script. */
export function LiveUpdates() {
  useLiveUpdates();
  return null;
}
