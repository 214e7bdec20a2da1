import createCache from '@emotion/cache';

/**
 * One Emotion cache per render on the server and one per page in the browser, with the same key: the browser's
 * cache adopts the style tags the server wrote (their `data-emotion` attribute names the key and the ids), so
 * hydration inserts no style twice. Not Emotion's default key `css`: for that key alone the browser's cache first moves
 * every server style tag to the end of <head>, and the browser then parses all the page's styles again.
 */
export const createEmotionCache = () => createCache({ key: 'sd' });
