import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

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

export const EMOTION_KEY = 'sd';

/**
 * One Emotion cache per render on the server and one per page in the browser, with the same key: the browser's
 * cache adopts the style tags the server wrote (their `data-emotion` attribute names the key and the ids), so
 * hydration inserts no style twice. Not Emotion's default key `css`: for that key alone the browser's cache first moves
 * every server style tag to the end of <head>, and the browser then parses all the page's styles again.
 */
export function createEmotionCache(): EmotionCache {
  const cache = createCache({ key: EMOTION_KEY, stylisPlugins: PLUGINS });
  const insert = cache.insert;
  // MUI's styles in a cascade layer, as its StyledEngineProvider's enableCssLayer puts them: the app's stylesheet
  // (app/styles.css) is unlayered, so its rules win over MUI's by layer, whichever style tag comes last.
  cache.insert = (selector, serialized, sheet, shouldCache) =>
    insert(selector, serialized.styles.startsWith('@layer') ? serialized : { ...serialized, styles: `@layer mui{${serialized.styles}}` }, sheet, shouldCache);
  return cache;
}
