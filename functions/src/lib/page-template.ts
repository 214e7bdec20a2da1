import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PageTemplate } from '@surplus/web/ssr';

let template: Promise<PageTemplate> | undefined;

/**
 * The built web app's index.html, read once per instance from SITE_TEMPLATE_DIR (bundled
 * beside the render function on AWS; web/dist locally). A failed read is tried again on the next request.
 */
export function pageTemplate(): Promise<PageTemplate> {
  template ??= (async () => {
    const dir = process.env.SITE_TEMPLATE_DIR;
    if (!dir) throw new Error('Missing environment variable SITE_TEMPLATE_DIR');
    return { html: await readFile(join(dir, 'index.html'), 'utf8') };
  })();
  template.catch(() => (template = undefined));
  return template;
}
