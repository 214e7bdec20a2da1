import createCache from '@emotion/cache';

/**
 * One Emotion cache per render on the server and one per page in the browser, with the same key: the browser's
 * cache adopts the style tags the server wrote (their `data-emotion` attribute names the key and the ids), so
 * hydration inserts no style twice.
 */
export const createEmotionCache = () => createCache({ key: 'css' });
