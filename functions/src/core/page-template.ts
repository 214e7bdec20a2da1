import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PageTemplate } from '@surplus/web/ssr';

let template: Promise<PageTemplate> | undefined;

/**
 * The built web app's index.html and Vite manifest, read once per instance from SITE_TEMPLATE_DIR (bundled
 * beside the render function on AWS; web/dist locally). A failed read is tried again on the next request.
 */
export function pageTemplate(): Promise<PageTemplate> {
  template ??= (async () => {
    const dir = process.env.SITE_TEMPLATE_DIR;
    if (!dir) throw new Error('Missing environment variable SITE_TEMPLATE_DIR');
    const [html, manifest] = await Promise.all([readFile(join(dir, 'index.html'), 'utf8'), readFile(join(dir, '.vite', 'manifest.json'), 'utf8')]);
    return { html, manifest: JSON.parse(manifest) as PageTemplate['manifest'] };
  })();
  template.catch(() => (template = undefined));
  return template;
}
