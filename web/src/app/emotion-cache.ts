import createCache, { type StylisPlugin } from '@emotion/cache';

/**
 * In place of Emotion's default plugin, which writes vendor-prefixed copies of rules (`-webkit-box`,
 * `-ms-flexbox`, ...) that the browsers we serve no longer need, a fifth of each page's CSS: only Safari's
 * `-webkit-user-select`, which it still needs. One array for every cache: on the server Emotion keeps the compiled CSS
 * per plugin array, and a new array would compile every style again on every page.
 */
const userSelectForSafari: StylisPlugin = (element) => {
  if (element.type === 'decl' && element.props === 'user-select') element.return = `-webkit-${element.value}${element.value}`;
};
const PLUGINS = [userSelectForSafari];

/**
 * One Emotion cache per render on the server and one per page in the browser, with the same key: the browser's
 * cache adopts the style tags the server wrote (their `data-emotion` attribute names the key and the ids), so
 * hydration inserts no style twice. Not Emotion's default key `css`: for that key alone the browser's cache first moves
 * every server style tag to the end of <head>, and the browser then parses all the page's styles again.
 */
export const createEmotionCache = () => createCache({ key: 'sd', stylisPlugins: PLUGINS });
