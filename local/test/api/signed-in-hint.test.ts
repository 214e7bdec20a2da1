import { describe, expect, it } from 'vitest';
import { SIGNED_IN_HINT_COOKIE, type User } from '@surplus/shared';
import { businessFields, newClient, signedInBusiness } from '../support/fixtures';

// The readable hint cookie beside the session cookie: the web app asks GET /api/user only when it is present.
const SESSION_MAX_AGE = 7 * 24 * 3600;
const setCookie = (headers: Headers, name: string) => headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
const attributesOf = (cookie: string | undefined) => cookie?.split(';').slice(1).map((attribute) => attribute.trim()) ?? [];

/** Locally COOKIE_SECURE=false (plain http), so no Secure; functions/test/signed-in-hint-cookie.test.ts has it on. */
function expectHint(headers: Headers, value: string, maxAge: number) {
  const cookie = setCookie(headers, SIGNED_IN_HINT_COOKIE);
  expect(cookie?.split(';')[0]).toBe(`${SIGNED_IN_HINT_COOKIE}=${value}`);
  const attributes = attributesOf(cookie);
  expect(attributes).toEqual(expect.arrayContaining(['Path=/', 'SameSite=Lax', `Max-Age=${maxAge}`]));
  expect(attributes.map((attribute) => attribute.toLowerCase())).not.toContain('httponly');
  expect(cookie).not.toMatch(/Domain=/i);
}
const expectHintSet = (headers: Headers) => expectHint(headers, '1', SESSION_MAX_AGE);
const expectHintCleared = (headers: Headers) => expectHint(headers, '', 0);

describe('the signed-in hint cookie', () => {
  it('comes with the session at register and login, readable by the page, with the session cookie\'s Max-Age', async () => {
    const client = newClient();
    const fields = businessFields();
    const register = await client.post('/api/register', fields);
    expect(register.status).toBe(201);
    expectHintSet(register.headers);
    expect(attributesOf(setCookie(register.headers, 'sid'))).toContain(`Max-Age=${SESSION_MAX_AGE}`);
    expect(client.cookies.get(SIGNED_IN_HINT_COOKIE)).toBe('1');

    const login = await newClient().post('/api/login', { username: fields.username, password: fields.password });
    expect(login.status).toBe(200);
    expectHintSet(login.headers);
    expect(attributesOf(setCookie(login.headers, 'sid'))).toContain(`Max-Age=${SESSION_MAX_AGE}`);
  });

  it('is not set by a failed login, and the signed-in GET /api/user leaves it alone', async () => {
    const { client, fields } = await signedInBusiness();
    // From an address of its own: the per-address sign-in limit is shared by the whole API run.
    const failed = await newClient().request('POST', '/api/login', {
      json: { username: fields.username, password: 'not-the-password' },
      headers: { 'cloudfront-viewer-address': '192.0.2.77:443' },
    });
    expect(failed.status).toBe(401);
    expect(setCookie(failed.headers, SIGNED_IN_HINT_COOKIE)).toBeUndefined();
    const user = await client.get<User>('/api/user');
    expect(user.status).toBe(200);
    expect(setCookie(user.headers, SIGNED_IN_HINT_COOKIE)).toBeUndefined();
  });

  it('is cleared at logout, with the session cookie', async () => {
    const { client } = await signedInBusiness();
    const logout = await client.post('/api/logout');
    expect(logout.status).toBe(200);
    expectHintCleared(logout.headers);
    expect(attributesOf(setCookie(logout.headers, 'sid'))).toContain('Max-Age=0');
    expect(client.cookies.has(SIGNED_IN_HINT_COOKIE)).toBe(false);
  });

  it('is cleared by the 401 of GET /api/user for a visitor, a tampered and a revoked session, whose message stays', async () => {
    const visitor = newClient();
    visitor.cookies.set(SIGNED_IN_HINT_COOKIE, '1');
    const tampered = await signedInBusiness();
    tampered.client.cookies.set('sid', `${tampered.client.cookies.get('sid')!.slice(0, -2)}xx`);
    const revoked = await signedInBusiness();
    const sid = revoked.client.cookies.get('sid')!;
    await revoked.client.post('/api/logout');
    revoked.client.cookies.set('sid', sid);
    revoked.client.cookies.set(SIGNED_IN_HINT_COOKIE, '1');

    for (const client of [visitor, tampered.client, revoked.client]) {
      const response = await client.get('/api/user');
      expect(response.status).toBe(401);
      expect(response.json).toEqual({ message: 'You must be signed in' });
      expectHintCleared(response.headers);
      expect(client.cookies.has(SIGNED_IN_HINT_COOKIE)).toBe(false);
    }
  });

  it('is cleared when the account is deleted', async () => {
    const { client, fields } = await signedInBusiness();
    const deleted = await client.request('DELETE', '/api/user', { json: { password: fields.password } });
    expect(deleted.status).toBe(202);
    expectHintCleared(deleted.headers);
    expect(attributesOf(setCookie(deleted.headers, 'sid'))).toContain('Max-Age=0');
    expect(client.cookies.has(SIGNED_IN_HINT_COOKIE)).toBe(false);
  });
});
