import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { httpRoutes } from '@surplus/functions/routes';
import { OPENAPI_FILE, openApiJson } from '../../src/openapi/file';
import { newClient } from '../support/fixtures';

describe('the OpenAPI document', () => {
  it('is up to date: docs/openapi.json is what `npm run openapi` writes from routes.ts, the handlers and the shared schemas', async () => {
    expect(readFileSync(OPENAPI_FILE, 'utf8'), 'docs/openapi.json is stale: run npm run openapi').toBe(await openApiJson());
  });

  it('describes every route, as OpenAPI 3.1', () => {
    const document = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toBe('3.1.0');
    for (const route of httpRoutes) {
      expect(document.paths[route.path.replace('{path+}', '{path}')]?.[route.method.toLowerCase()], `${route.method} ${route.path}`).toBeDefined();
    }
  });

  it('is served by the local runtime, with a readable reference page at /api/docs', async () => {
    const client = newClient();
    const json = await client.raw('GET', '/api/docs/openapi.json');
    expect(json.status).toBe(200);
    expect(await json.text()).toBe(readFileSync(OPENAPI_FILE, 'utf8'));
    const page = await client.raw('GET', '/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    for (const route of httpRoutes) expect(html, route.path).toContain(`<code>${route.path.replace('{path+}', '{path}')}</code>`);
  });
});
