import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { esbuildOptions } from '../bench/bundles';
import { FUNCTION_BUNDLING } from '../infra/src/constructs/function-bundling';
import { siteRenderBundling } from '../infra/src/constructs/site-render-bundling';

/**
 * The site function's bundle, built as the stack builds it (it needs the web build, as the stack does), and the inputs
 * with code in it: the metafile lists every module esbuild read; tree shaking may have left none of one's code.
 */
async function siteBundle(): Promise<{ inputs: string[]; code: string }> {
  const result = await build({
    ...esbuildOptions({ ...FUNCTION_BUNDLING, ...siteRenderBundling() }),
    entryPoints: ['functions/src/entries/site.ts'],
    outfile: 'site/index.mjs',
    write: false,
  });
  const outputs = Object.values(result.metafile?.outputs ?? {});
  return {
    inputs: outputs.flatMap((output) => Object.entries(output.inputs).filter(([, input]) => input.bytesInOutput > 0).map(([path]) => path)),
    code: result.outputFiles.find((file) => file.path.endsWith('.mjs'))!.text,
  };
}

describe('the page renderer bundle', { timeout: 60_000 }, () => {
  it('holds the public pages, without the S3 client or what only a click in the browser shows', async () => {
    const { inputs, code } = await siteBundle();
    const holding = (part: string) => inputs.filter((input) => input.includes(part));
    expect(holding('web/src/features/inventory/components/ItemDetailPage.tsx')).toHaveLength(1);
    expect(holding('web/src/features/home/components/HomePage.tsx')).toHaveLength(1);
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
      '/FilterPanel.tsx',
      '/FilterDrawer.tsx',
      // A tooltip only opens in a browser (ActionTooltip.tsx).
      '@mui/material/Tooltip/',
      '@mui/material/Popper/',
      '@popperjs/core/',
    ]) {
      expect(holding(left), left).toEqual([]);
    }
    // The route table renders through <StaticRouter>, without react-router's data router.
    expect(code).not.toContain('createStaticHandler');
  });
});
