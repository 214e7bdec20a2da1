// @vitest-environment node
import { css, Global } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { CacheProvider } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '../src/app/theme';
import { createServerEmotionCache, linkedStyleIds, styleTag, styleTags } from '../src/ssr/emotion-styles';

const page = (
  <>
    <CssBaseline />
    <Global styles={css({ body: { margin: 0 } })} />
    <Box sx={{}}>no styles of its own</Box>
    <Box sx={{ p: 2, display: { xs: 'none', md: 'block' } }}>
      <Button variant="contained">Contact</Button>
    </Box>
  </>
);

const render = (cache: EmotionCache, children: ReactNode) =>
  renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </CacheProvider>,
  );

/** The ids a style tag lists (`data-emotion="<key> <id> <id>..."`), each tag's. */
const listedIds = (tags: string) => [...tags.matchAll(/data-emotion="[^ "]+ ([^"]*)"/g)].map((match) => match[1]!.split(' '));

describe('style tags of a server render', () => {
  it("are @emotion/server's globals one by one, then every class the render inserted, used by the markup or composed", () => {
    const ours = createServerEmotionCache();
    const reference = createServerEmotionCache();
    const server = createEmotionServer(reference);
    const html = render(ours, page);
    expect(render(reference, page)).toBe(html);
    const written = styleTags(ours);
    // Marked adopted, or @emotion/react's default cache moves them to the end of <head> as it loads.
    expect(written.match(/<style [^>]*>/g)?.every((tag) => tag.endsWith(' data-s="">'))).toBe(true);
    const tags = written.replaceAll(' data-s=""', '');
    const theirs = server.constructStyleTagsFromChunks(server.extractCriticalToChunks(html));
    const globals = (written: string) => written.slice(0, written.lastIndexOf('<style'));
    expect(globals(tags)).toBe(globals(theirs));
    expect(tags).toContain(`data-emotion="${ours.key}-global 0"`);

    // @emotion/server keeps the classes the markup uses; the browser's cache would insert the others (a Button's own
    // class, composed into its ButtonBase root's) again while it hydrates, so they are listed with their styles too.
    const ourClasses = listedIds(tags).at(-1)!;
    const markupClasses = listedIds(theirs).at(-1)!;
    const composed = ourClasses.filter((id) => !markupClasses.includes(id));
    expect(ourClasses).toEqual(expect.arrayContaining(markupClasses));
    expect(composed.length).toBeGreaterThan(0);
    for (const id of composed) {
      expect(html).not.toContain(`${ours.key}-${id}`);
      expect(tags).toContain(`.${ours.key}-${id}{`);
    }
    expect(ourClasses.sort()).toEqual(Object.keys(ours.inserted).filter((id) => ours.registered[`${ours.key}-${id}`]).sort());
    expect(html).not.toContain('<style');
  });

  it("leave out the classes the template's stylesheet holds, as its empty style tag lists them", () => {
    const first = createServerEmotionCache();
    render(first, page);
    const all = listedIds(styleTags(first)).at(-1)!;
    const [linked, ...others] = all;
    const template = { html: `<html><head>${styleTag(first.key, [linked!], '')}</head><body><div id="root"></div></body></html>` };
    expect([...linkedStyleIds(template)]).toEqual([linked]);
    expect(linkedStyleIds({ html: '<html><head></head></html>' }).size).toBe(0);

    const second = createServerEmotionCache();
    render(second, page);
    const tags = styleTags(second, linkedStyleIds(template));
    expect(listedIds(tags).at(-1)).toEqual(others);
    expect(tags).not.toContain(`.${second.key}-${linked!}{`);
    expect(tags).toContain(`.${second.key}-${others[0]!}`);
  });
});
