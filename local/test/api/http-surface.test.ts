import { describe, expect, it } from 'vitest';
import { securityHeaders } from '@surplus/shared/security-headers';
import { createItem, newClient, signedInBusiness } from '../support/fixtures';

describe('HTTP surface', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const response = await newClient().get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ message: expect.any(String) });
  });

  it('sends the security headers on API answers and pages', async () => {
    const client = newClient();
    for (const response of [await client.raw('GET', '/api/inventory'), await client.raw('GET', '/')]) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    }
  });

  it('serves the web app for client-side routes', async () => {
    const item = await createItem((await signedInBusiness()).client);
    for (const path of [`/item/${item.id}`, '/inventory', '/my-inventory']) {
      const response = await newClient().raw('GET', path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toMatch(/text\/html/);
    }
  });
});

describe('security headers, as the CloudFront response headers policy sets them', () => {
  it('are on pages, API answers, API errors and images, with the values the CDK stack deploys', async () => {
    const client = newClient();
    const answers = [
      await client.raw('GET', '/'),
      await client.raw('GET', '/item/12'),
      await client.raw('GET', '/api/inventory'),
      await client.raw('GET', '/api/inventory/item/abc'),
      await client.raw('POST', '/api/inventory'),
      await client.raw('GET', '/api/nothing-here'),
      await client.raw('GET', '/uploads/missing-image-1234.png'),
    ];
    for (const response of answers) {
      const uploadOrigin = /connect-src 'self' ws: wss: (http:\/\/127\.0\.0\.1:\d+)/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
      const expected = securityHeaders(uploadOrigin ?? 'missing');
      for (const [name, value] of Object.entries(expected)) expect(response.headers.get(name), `${name} of ${response.url}`).toBe(value);
    }
  });
});
