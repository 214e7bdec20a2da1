import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';

/**
 * What every page runs before it can hydrate, in three chunks that web/src/main.tsx evaluates one task after another:
 * React, then MUI's styling engine (Emotion) with the small helpers MUI and React share, then the router and the
 * query cache. One chunk for all three took over 100 ms to evaluate on a phone, in one task.
 *
 * Then the code that pages share: MUI's components and our modules that three or more chunks import go into one chunk
 * each. Left to the bundler, each set of importers got a chunk of its own: a public page fetched over 100 scripts of
 * about 1 KB, in a chain of round trips, each compiled and evaluated in tasks of its own. Three importers is where a
 * page's script count and its bytes were both lowest (2: more bytes a page does not use; 6: twice the files).
 * MUI's theme code (`@mui/material/styles`) stays out of the `mui` chunk, so main.tsx's theme step evaluates only it.
 * What the entry itself imports (`lib/next-task`, Vite's import() helper) keeps a chunk of its own: in the common chunk
 * it would make the entry wait for all of the above before it runs.
 */
const CHUNKS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  {
    name: 'styling',
    test: /node_modules[\\/](@emotion|stylis|@mui[\\/](system|utils|styled-engine|private-theming)|@babel[\\/]runtime|clsx|react-is|prop-types|hoist-non-react-statics)[\\/]/,
  },
  { name: 'framework', test: /node_modules[\\/](react-router|@tanstack)[\\/]/ },
  { name: 'boot', test: /([\\/]web[\\/]src[\\/]lib[\\/]next-task\.ts|vite[\\/]preload-helper\.js)$/ },
  { name: 'mui-styles', test: /node_modules[\\/]@mui[\\/]material[\\/]styles[\\/]/ },
  { name: 'mui', test: /node_modules[\\/]@mui[\\/]material[\\/]/, minShareCount: 3 },
  { name: 'common', test: /[\\/](web|shared)[\\/]src[\\/]/, minShareCount: 3 },
];

/**
 * The empty style tag listing the MUI classes that build/write-mui-styles.tsx put into the stylesheet, in every page's
 * head: the browser's Emotion cache then never inserts them again, and the page renderer leaves them out of a page.
 */
function linkedMuiStyles(): Plugin {
  return {
    name: 'linked-mui-styles',
    transformIndexHtml(html) {
      const { linkedTag } = JSON.parse(readFileSync(new URL('./src/app/mui-styles.json', import.meta.url), 'utf8')) as { linkedTag: string };
      return html.replace('</head>', `  ${linkedTag}\n  </head>`);
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), linkedMuiStyles()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // No <link rel=modulepreload> per dependency of each lazy chunk: inserting them (after a document-wide lookup each)
    // was a third of a phone's longest task while a rendered page started; the browser finds those imports itself.
    modulePreload: false,
    rolldownOptions: { output: { codeSplitting: { groups: CHUNKS } } },
  },
});
