import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { esbuildOptions } from '../bench/bundles';
import { writeFunctionEntry } from '../functions/src/router/entry-source';
import { withBundling } from '../infra/src/constructs/function-bundling';
import { siteRenderBundling } from '../infra/src/constructs/site-render-bundling';

interface SiteBundle {
  /** The inputs with code in the bundle (the metafile lists every module esbuild read; tree shaking may have left none of one's code). */
  inputs: string[];
  /** The modules of the web app that an import() in the bundle loads. */
  dynamicWebImports: string[];
  code: string;
}

/** The site function's bundle, built as the stack builds it (it needs the web build, as the stack does). */
async function siteBundle(): Promise<SiteBundle> {
  const result = await build({
    ...esbuildOptions(withBundling(siteRenderBundling())),
    entryPoints: [writeFunctionEntry('site')],
    outfile: 'site/index.mjs',
    write: false,
  });
  const metafile = result.metafile!;
  const outputs = Object.values(metafile.outputs);
  return {
    inputs: outputs.flatMap((output) => Object.entries(output.inputs).filter(([, input]) => input.bytesInOutput > 0).map(([path]) => path)),
    dynamicWebImports: Object.values(metafile.inputs).flatMap((input) =>
      input.imports.filter((imported) => imported.kind === 'dynamic-import' && imported.path.startsWith('web/')).map((imported) => imported.path),
    ),
    code: result.outputFiles.find((file) => file.path.endsWith('.mjs'))!.text,
  };
}

describe('the page renderer bundle', { timeout: 60_000 }, () => {
  it('holds the public pages, without the S3 client or what only a click in the browser shows', async () => {
    const { inputs, dynamicWebImports, code } = await siteBundle();
    const holding = (part: string) => inputs.filter((input) => input.includes(part));
    expect(holding('web/src/app/pages/ItemDetailPage.tsx')).toHaveLength(1);
    expect(holding('web/src/app/pages/HomePage.tsx')).toHaveLength(1);
    // The lists' filter panel, with its counts beside the list; its phone drawer is the browser's.
    expect(holding('/FilterPanel.tsx')).toHaveLength(1);
    for (const left of [
      '@aws-sdk/client-s3/',
      'node_modules/formik/',
      'node_modules/lodash-es/',
      '/ItemFormDialog.tsx',
      '/QuickViewDialog.tsx',
      '/DeleteItemDialog.tsx',
      '/EditItemMenu.tsx',
      '/AskSellerDialog.tsx',
      '/NotificationPanel.tsx',
      '/MenuDrawer.tsx',
      '/ToastSnackbar.tsx',
      '/FilterDrawer.tsx',
      // No MUI Tooltip: the actions' tooltip is one element the browser shows (components/action-tooltips.ts).
      '@mui/material/Tooltip/',
      '@mui/material/Popper/',
      '@popperjs/core/',
      // MUI's CSS-variables provider, which only a module reached through an import() keeps.
      '@mui/system/cssVars/createCssVarsProvider',
    ]) {
      expect(holding(left), left).toEqual([]);
    }
    // The deferred components come from the server's static imports (ssr/server-parts.ts): an import() of one would
    // give every module it reaches a lazy initialiser, which tree shaking cannot cut.
    expect(dynamicWebImports).toEqual([]);
    // The route table renders through <StaticRouter>, without react-router's data router.
    expect(code).not.toContain('createStaticHandler');
    // The SDK's imports of these builtins became require()s (FUNCTION_BUNDLING's aliases survive the site's own).
    expect(code).not.toMatch(/(from ?|import\()"node:(http|https|process)"/);
    expect(code).toContain('react-dom-server-legacy');
  });
});
