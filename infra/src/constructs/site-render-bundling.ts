import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import type { BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { FunctionName } from '@surplus/functions/routes';
import { REPO_ROOT, WEB_DIST } from '../paths';
import { afterBundling } from './function-bundling';

/** The function of the site's routes: its page renderer imports the web app's components (`@surplus/web/ssr`). */
export const SITE_FUNCTION = 'site' satisfies FunctionName;

/** Where the renderer finds the web build's files on Lambda (`/var/task` holds the bundle); locally, web/dist. */
export const SITE_TEMPLATE_DIR = '/var/task/site';

/**
 * What the renderer reads from the web build, relative to web/dist and kept in the same layout under
 * SITE_TEMPLATE_DIR: the page template (the hashed script and style tags).
 */
export const SITE_TEMPLATE_FILES = ['index.html'];

/**
 * React's server renderer as the page renderer calls it: `react-dom/server` is a CommonJS module that requires its
 * streaming renderer beside renderToString, and esbuild cannot leave out what a CommonJS module requires. Its
 * renderToString half alone (production build), as a path from the repository root, where esbuild resolves aliases.
 */
function renderToStringModule(): string {
  const reactDom = dirname(createRequire(join(REPO_ROOT, 'web/package.json')).resolve('react-dom/package.json'));
  return `./${relative(REPO_ROOT, join(reactDom, 'cjs/react-dom-server-legacy.node.production.js'))}`;
}

/**
 * The renderer's bundling: the web app's TSX compiled with the automatic JSX runtime (as the root tsconfig's
 * `react-jsx` says; stated here so the bundle does not depend on which tsconfig esbuild finds), React's
 * production build (its CommonJS entry chooses by NODE_ENV, which Lambda does not set, so both builds would be
 * bundled and the slower development one would run) with renderToString's module alone, and the build files
 * copied beside index.mjs. Their hashed names are the ones the web bucket serves under /assets/, so the function
 * changes with every web build. `window` is undefined, as it is in Node: esbuild then leaves out the code that only
 * runs in a browser, such as the dialogs and menus that components load lazily (web/src/components/browser-only.ts).
 */
export function siteRenderBundling(): Partial<BundlingOptions> {
  const missing = SITE_TEMPLATE_FILES.filter((file) => !existsSync(join(WEB_DIST, file)));
  if (missing.length > 0) {
    throw new Error(
      `The page renderer bundles the web build, but web/dist lacks ${missing.join(' and ')}: run \`npm run build --workspace web\`.`,
    );
  }
  const source = relative(REPO_ROOT, WEB_DIST);
  return {
    esbuildArgs: { '--jsx': 'automatic', '--alias': [`react-dom/server=${renderToStringModule()}`] },
    define: { 'process.env.NODE_ENV': JSON.stringify('production'), window: 'undefined' },
    commandHooks: afterBundling((inputDir, outputDir) =>
      SITE_TEMPLATE_FILES.map((file) => {
        const target = join(outputDir, 'site', file);
        return `mkdir -p "${dirname(target)}" && cp "${join(inputDir, source, file)}" "${target}"`;
      }),
    ),
  };
}
