import type { EmotionCache } from '@emotion/cache';
import { createEmotionCache, EMOTION_KEY } from '../app/emotion-cache';
import type { PageTemplate } from './html-document';

/**
 * The app's Emotion cache for one server render: in compat mode, Emotion writes no <style> tags into the markup
 * and only records the styles in `cache.inserted`, for styleTags to put in the head.
 */
export function createServerEmotionCache(): EmotionCache {
  const cache = createEmotionCache();
  cache.compat = true;
  return cache;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * `data-s` marks a tag as adopted: without it, the cache @emotion/react creates for its default context (key `css`)
 * as its module loads moves every server style tag to the end of <head>, and the browser parses them all again.
 */
export const styleTag = (key: string, ids: readonly string[], css: string) => `<style data-emotion="${key} ${ids.join(' ')}" data-s="">${css}</style>`;

/**
 * The style tags of a page rendered with `cache` (one cache per render): each global style in its own tag, then every
 * class in one, as @emotion/server's constructStyleTagsFromChunks writes them. Every class, not only those the
 * markup uses as @emotion/server's extractCriticalToChunks keeps: a styled component whose root is another one (a
 * Button's is a ButtonBase's) registers a class that is composed into its root's and never reaches the markup, and
 * the browser's cache inserts each class the server did not list, parsing its styles again while it hydrates.
 * Written here because that package's module brings its streaming API (html-tokenize, readable-stream) into the
 * renderer's bundle. The classes in `linked` are left out: their CSS is in the stylesheet the page links (see
 * build/write-mui-styles.tsx), and the template's empty style tag lists them for the browser's cache.
 */
export function styleTags(cache: EmotionCache, linked: ReadonlySet<string> = NONE): string {
  let tags = '';
  const classIds: string[] = [];
  let classCss = '';
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    // As @emotion/server tells them apart: the empty class (`css-0`) counts as a global style.
    if (!cache.registered[`${cache.key}-${id}`]) tags += styleTag(`${cache.key}-global`, [id], css);
    else if (!linked.has(id)) {
      classIds.push(id);
      classCss += css;
    }
  }
  return tags + styleTag(cache.key, classIds, classCss);
}

const CLASS_TAG = new RegExp(`<style data-emotion="${EMOTION_KEY} ([^"]*)" data-s="">([\\s\\S]*?)</style>`, 'g');

/** The class style tags (as styleTag writes them for the app's cache) in a page's markup, in order: their ids and CSS. */
export const classStyleTags = (html: string): { ids: string[]; css: string }[] =>
  [...html.matchAll(CLASS_TAG)].map((match) => ({ ids: (match[1] ?? '').split(' ').filter(Boolean), css: match[2] ?? '' }));

const linkedIds = new WeakMap<PageTemplate, ReadonlySet<string>>();

/**
 * The classes whose CSS the template's stylesheet holds, as its empty style tag lists them (written at build by
 * build/write-mui-styles.tsx); read once per template. None when the template has no such tag.
 */
export function linkedStyleIds(template: PageTemplate): ReadonlySet<string> {
  let ids = linkedIds.get(template);
  if (!ids) {
    ids = new Set(classStyleTags(template.html).find((tag) => tag.css === '')?.ids);
    linkedIds.set(template, ids);
  }
  return ids;
}
