import { describe, expect, it } from 'vitest';
import { businessFields, newClient, signedInBusiness } from '../support/fixtures';

describe('CSRF protection', () => {
  it('refuses a write without a token with a 403 that mentions csrf', async () => {
    const response = await newClient().request('POST', '/api/register', { json: businessFields(), withoutCsrf: true });
    expect(response.status).toBe(403);
    expect(response.json).toEqual({ message: 'Missing CSRF token' });
  });

  it('refuses a forged token and the token of another browser', async () => {
    const client = newClient();
    await client.fetchCsrfToken();
    const forged = await client.request('POST', '/api/logout', { headers: { 'CSRF-Token': 'abc.def' }, withoutCsrf: true });
    expect(forged.status).toBe(403);
    expect(forged.text).toMatch(/csrf/i);

    const other = newClient();
    const othersToken = await other.fetchCsrfToken();
    const stolen = await client.request('POST', '/api/logout', { headers: { 'CSRF-Token': othersToken }, withoutCsrf: true });
    expect(stolen.status).toBe(403);
  });

  it('lets the spec client recover from a stale token by fetching a fresh one and retrying once', async () => {
    const { client } = await signedInBusiness();
    client.csrfToken = 'stale.token';
    const response = await client.post('/api/inventory', {
      name: 'Spring kit',
      itemId: 'SPR-1',
      description: 'Torsion spring kit',
      quantity: 1,
      category: 'part',
    });
    expect(response.status).toBe(201);
    expect(client.csrfToken).not.toBe('stale.token');
  });

  it('keeps the token valid across sign-in, so the cached token still works', async () => {
    const client = newClient();
    await client.fetchCsrfToken();
    const token = client.csrfToken;
    await client.post('/api/register', businessFields());
    expect((await client.post('/api/logout')).status).toBe(200);
    expect(client.csrfToken).toBe(token);
  });
});
