import type { EmotionCache } from '@emotion/cache';
import { createEmotionCache } from '../app/emotion-cache';

/**
 * The app's Emotion cache for one server render: in compat mode, Emotion writes no <style> tags into the markup
 * and only records the styles in `cache.inserted`, for styleTags to put in the head.
 */
export function createServerEmotionCache(): EmotionCache {
  const cache = createEmotionCache();
  cache.compat = true;
  return cache;
}

const styleTag = (key: string, ids: string[], css: string) => `<style data-emotion="${key} ${ids.join(' ')}">${css}</style>`;

/**
 * The style tags of a page rendered with `cache`, as @emotion/server's extractCriticalToChunks and
 * constructStyleTagsFromChunks write them: each global style in its own tag, then the classes the markup uses in
 * one. Written here because that package's module brings its streaming API (html-tokenize, readable-stream) into
 * the renderer's bundle.
 */
export function styleTags(cache: EmotionCache, html: string): string {
  const used = new Set<string>();
  for (const match of html.matchAll(new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, 'gm'))) used.add(match[1]!);
  let tags = '';
  const classIds: string[] = [];
  let classCss = '';
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    const registered = cache.registered[`${cache.key}-${id}`];
    if (registered !== undefined && !used.has(id)) continue;
    // As @emotion/server tells them apart: the empty class (`css-0`) counts as a global style.
    if (!registered) tags += styleTag(`${cache.key}-global`, [id], css);
    else {
      classIds.push(id);
      classCss += css;
    }
  }
  return tags + styleTag(cache.key, classIds, classCss);
}
