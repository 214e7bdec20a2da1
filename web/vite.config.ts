import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * What every page runs before it can hydrate: React, the router, the query cache and MUI's styling engine. One chunk
 * instead of dozens of small shared ones, so a page's first script is a handful of requests.
 */
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|@emotion|stylis|@mui[\\/](system|utils|styled-engine|private-theming)|@babel[\\/]runtime|clsx|react-is|prop-types|hoist-non-react-statics)[\\/]/;

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // No <link rel=modulepreload> per dependency of each lazy chunk: inserting them (after a document-wide lookup each)
    // was a third of a phone's longest task while a rendered page started; the browser finds those imports itself.
    modulePreload: false,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'framework', test: FRAMEWORK }] } } },
  },
});
