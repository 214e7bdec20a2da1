import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema, type InventoryStats, type User } from '@surplus/shared';
import { businessFields, expectRefused, newClient, signedInBusiness, unique } from '../support/fixtures';
import { isAccepted, jsonishContentType, mutatedBody, refusedBodyStatuses } from '../support/hostile-bodies';

/** Refused bodies never reach scrypt or the 600 ms forgot-password floor, so these stay fast. */
const RUNS = 80;
/** Failed logins count per address: this file's go to an invented one, not the other tests' 127.0.0.1. */
const VIEWER_ADDRESS = { 'cloudfront-viewer-address': '198.51.100.23:443' };

describe('fuzzed auth routes: every bad request is a 4xx with a message and changes nothing', () => {
  let victim: Awaited<ReturnType<typeof signedInBusiness>>;
  const send = (path: string, body: string, contentType: string) =>
    newClient().request('POST', path, { body, headers: { 'content-type': contentType, ...VIEWER_ADDRESS } });
  const totalBusinesses = async () => (await newClient().get<InventoryStats>('/api/inventory/stats')).json.totalBusinesses;
  /** The victim is still signed in and still has its password. */
  const expectVictimIntact = async () => {
    expect((await victim.client.get<User>('/api/user')).json).toEqual(victim.user);
    const login = await newClient().post('/api/login', { username: victim.fields.username, password: victim.fields.password });
    expect(login.status).toBe(200);
  };

  beforeAll(async () => {
    victim = await signedInBusiness();
  });

  it('POST /api/register', async () => {
    const businesses = await totalBusinesses();
    await fc.assert(
      fc.asyncProperty(mutatedBody(businessFields()), jsonishContentType, async (body, contentType) => {
        fc.pre(!isAccepted(registerSchema, body));
        expectRefused(await send('/api/register', body, contentType), refusedBodyStatuses);
        expect(await totalBusinesses()).toBe(businesses);
      }),
      { numRuns: RUNS },
    );
    await expectVictimIntact();
  });

  it('POST /api/login', async () => {
    await fc.assert(
      fc.asyncProperty(mutatedBody({ username: victim.fields.username, password: victim.fields.password }), jsonishContentType, async (body, contentType) => {
        // A well-formed guess is not invalid input: it is a failed login (or, once throttled, a 429).
        const wellFormed = isAccepted(loginSchema, body);
        const response = await send('/api/login', body, contentType);
        expectRefused(response, wellFormed ? [401, 429] : refusedBodyStatuses);
        expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('sid='))).toBe(false);
      }),
      { numRuns: RUNS },
    );
    await expectVictimIntact();
  });

  it('POST /api/logout: hostile bodies and session cookies end nobody else’s session', async () => {
    const cookieValue = fc.oneof(
      fc.string({ unit: 'binary-ascii', maxLength: 300 }).filter((value) => /^[\x21-\x7e]*$/.test(value) && !value.includes(';')),
      fc.constant(victim.client.cookies.get('sid')!.slice(0, -1)),
    );
    await fc.assert(
      fc.asyncProperty(cookieValue, fc.string({ maxLength: 200 }), async (sid, body) => {
        const client = newClient();
        client.cookies.set('sid', sid);
        const response = await client.request('POST', '/api/logout', { body, headers: { 'content-type': 'application/json' } });
        expect(response.status).toBe(200);
        expect(response.json).toEqual({ message: 'Logged out' });
      }),
      { numRuns: 40 },
    );
    await expectVictimIntact();
  });

  it('POST /api/forgot-password', async () => {
    await fc.assert(
      fc.asyncProperty(mutatedBody({ email: victim.fields.email }), jsonishContentType, async (body, contentType) => {
        fc.pre(!isAccepted(forgotPasswordSchema, body));
        expectRefused(await send('/api/forgot-password', body, contentType), refusedBodyStatuses);
      }),
      { numRuns: 60 },
    );
  });

  it('POST /api/reset-password', async () => {
    const valid = { token: unique('token').padEnd(43, 'x'), password: 'new-password-1', confirmPassword: 'new-password-1' };
    await fc.assert(
      fc.asyncProperty(mutatedBody(valid), jsonishContentType, async (body, contentType) => {
        fc.pre(!isAccepted(resetPasswordSchema, body));
        expectRefused(await send('/api/reset-password', body, contentType), refusedBodyStatuses);
      }),
      { numRuns: RUNS },
    );
    await expectVictimIntact();
  });
});
