import { describe, expect, it } from 'vitest';
import { newClient } from '../support/fixtures';

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
    const response = await newClient().raw('GET', '/item/12');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
  });
});
