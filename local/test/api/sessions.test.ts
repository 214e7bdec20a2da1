import { describe, expect, it } from 'vitest';
import type { InventoryItem } from '@surplus/shared';
import { httpRoutes } from '@surplus/functions/routes';
import { documentedRoutes } from '../../src/openapi/document';
import { createItem, expectRefused, newClient, signedInBusiness } from '../support/fixtures';

// auth.test.ts and csrf.test.ts cover logout, a tampered cookie on reads, missing, forged and foreign tokens;
// password-reset.test.ts covers sessions ending at a reset.
const setCookie = (headers: Headers, name: string) => headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));

/** Locally COOKIE_SECURE=false (plain http); functions/test/cookies.test.ts shows Secure is on otherwise. */
function expectCookieFlags(cookie: string | undefined, maxAge: number) {
  const attributes = cookie?.split(';').slice(1).map((attribute) => attribute.trim());
  expect(attributes).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAge}`]));
  expect(attributes).not.toContain('Secure');
  expect(cookie).not.toMatch(/Domain=/i);
}

describe('session cookies', () => {
  it('are HttpOnly, SameSite=Lax, Path=/ host-only cookies at register, login, logout and for CSRF', async () => {
    const client = newClient();
    const token = await client.raw('GET', '/api/csrf-token');
    expectCookieFlags(setCookie(token.headers, 'csrf'), 30 * 24 * 3600);
    const { fields } = await signedInBusiness({}, client);
    const login = await newClient().post('/api/login', { username: fields.username, password: fields.password });
    expectCookieFlags(setCookie(login.headers, 'sid'), 7 * 24 * 3600);
    expect(setCookie(login.headers, 'sid')).toMatch(/^sid=[\w-]{43};/);
    const logout = await client.post('/api/logout');
    expectCookieFlags(setCookie(logout.headers, 'sid'), 0);
  });

  it('are new at every sign-in: a session id planted before login is never adopted', async () => {
    const { fields, client: first } = await signedInBusiness();
    const planted = 'attacker-chosen-session-id-0000000000000000';
    const victim = newClient();
    victim.cookies.set('sid', planted);
    await victim.post('/api/login', { username: fields.username, password: fields.password });
    const issued = victim.cookies.get('sid');
    expect(issued).not.toBe(planted);
    expect(issued).not.toBe(first.cookies.get('sid'));
    const attacker = newClient();
    attacker.cookies.set('sid', planted);
    expect((await attacker.get('/api/user')).status).toBe(401);
  });

  it('refuses a tampered cookie on writes, and the logged-out cookie on writes', async () => {
    const { client } = await signedInBusiness();
    const item = await createItem(client);
    const sid = client.cookies.get('sid')!;
    const tampered = newClient();
    tampered.cookies.set('sid', `${sid.slice(0, -1)}${sid.endsWith('A') ? 'B' : 'A'}`);
    expectRefused(await tampered.put(`/api/inventory/${item.id}`, { quantity: 9 }), [401]);
    expect((await client.post('/api/logout')).status).toBe(200);
    const replay = newClient();
    replay.cookies.set('sid', sid);
    expectRefused(await replay.delete(`/api/inventory/${item.id}`), [401]);
    expect((await newClient().get<InventoryItem>(`/api/inventory/item/${item.id}`)).json).toEqual(item);
  });
});

describe('CSRF on writes that matter', () => {
  it('refuses a signed-in write carrying the token of another session, and changes nothing', async () => {
    const attacker = await signedInBusiness();
    const victim = await signedInBusiness();
    const item = await createItem(victim.client);
    const attackersToken = await attacker.client.fetchCsrfToken();
    const forged = await victim.client.request('DELETE', `/api/inventory/${item.id}`, { headers: { 'CSRF-Token': attackersToken }, withoutCsrf: true });
    expectRefused(forged, [403]);
    expect(forged.json).toEqual({ message: 'Invalid CSRF token' });
    expect((await newClient().get<InventoryItem>(`/api/inventory/item/${item.id}`)).json).toEqual(item);
  });

  it('refuses every write route without a token before reading the session or the body', async () => {
    const { client } = await signedInBusiness();
    // Every route that is not a GET, from the one route table: a new write route is covered the day it is added. The
    // exempt ones (a signed token in the URL authorises them) say so, with their reason, in their handler modules, and are tested apart.
    const writeRoutes = await documentedRoutes(httpRoutes.filter((route) => route.method !== 'GET'));
    const writes = writeRoutes
      .filter(({ declared }) => !declared.csrfExempt)
      .map(({ route }) => [route.method, route.path.replace('{id}', '1')] as const);
    expect(writes.length).toBeGreaterThan(20);
    expect(writeRoutes.filter(({ declared }) => declared.csrfExempt).map(({ route }) => `${route.method} ${route.path}`)).toEqual(['POST /api/mail/unsubscribe']);
    const attempts: Record<string, string>[] = [
      {},
      { 'CSRF-Token': '' },
      { 'X-CSRF-Token': await client.fetchCsrfToken() },
      { 'CSRF-Token': 'a.b.c' },
      { 'CSRF-Token': 'x'.repeat(10_000) },
    ];
    for (const [method, path] of writes) {
      for (const headers of attempts) {
        const response = await client.request(method, path, { json: { not: 'read' }, headers, withoutCsrf: true });
        expectRefused(response, [403]);
        expect(response.text).toMatch(/csrf/i);
      }
    }
    expect((await client.get('/api/user')).status).toBe(200);
  });

  it('refuses a valid token once the csrf cookie it was bound to is replaced', async () => {
    const client = newClient();
    const token = await client.fetchCsrfToken();
    client.cookies.set('csrf', 'A'.repeat(43));
    const response = await client.request('POST', '/api/logout', { headers: { 'CSRF-Token': token }, withoutCsrf: true });
    expectRefused(response, [403]);
  });
});
