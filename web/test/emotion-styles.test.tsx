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
import { createServerEmotionCache, styleTags } from '../src/ssr/emotion-styles';

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

describe('style tags of a server render', () => {
  it('are the ones @emotion/server writes: globals one by one, then the classes the markup uses', () => {
    const ours = createServerEmotionCache();
    const reference = createServerEmotionCache();
    const server = createEmotionServer(reference);
    const html = render(ours, page);
    expect(render(reference, page)).toBe(html);
    // Classes the cache holds from another render stay out.
    for (const cache of [ours, reference]) render(cache, <Box sx={{ color: 'rgb(1, 2, 3)' }} />);
    const tags = styleTags(ours, html);
    expect(tags).toBe(server.constructStyleTagsFromChunks(server.extractCriticalToChunks(html)));
    expect(tags).toContain(`data-emotion="${ours.key}-global 0"`);
    expect(tags).not.toContain('rgb(1, 2, 3)');
    expect(html).not.toContain('<style');
  });
});
