import { afterEach, describe, expect, it } from 'vitest';
import { SIGNED_IN_HINT_COOKIE } from '@surplus/shared';
import { clearedSessionCookies, clearedSignedInHintCookie, sessionCookie, sessionCookies, signedInHintCookie } from '../src/lib/cookies';

describe('the signed-in hint cookie', () => {
  const original = process.env.COOKIE_SECURE;
  afterEach(() => {
    if (original === undefined) delete process.env.COOKIE_SECURE;
    else process.env.COOKIE_SECURE = original;
  });

  it('is readable by the page (not HttpOnly), Secure, SameSite=Lax, Path=/ and lives as long as the session', () => {
    delete process.env.COOKIE_SECURE;
    const maxAge = sessionCookie('token').split('; ').find((attribute) => attribute.startsWith('Max-Age='));
    expect(signedInHintCookie()).toBe(`${SIGNED_IN_HINT_COOKIE}=1; Path=/; ${maxAge}; SameSite=Lax; Secure`);
    expect(clearedSignedInHintCookie()).toBe(`${SIGNED_IN_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax; Secure`);
  });

  it('drops only Secure for plain-http localhost (COOKIE_SECURE=false)', () => {
    process.env.COOKIE_SECURE = 'false';
    expect(signedInHintCookie()).toBe(`${SIGNED_IN_HINT_COOKIE}=1; Path=/; Max-Age=604800; SameSite=Lax`);
  });

  it('is set and cleared together with the session cookie', () => {
    expect(sessionCookies('token')).toEqual([sessionCookie('token'), signedInHintCookie()]);
    expect(clearedSessionCookies().map((cookie) => cookie.split('=')[0])).toEqual(['sid', SIGNED_IN_HINT_COOKIE]);
    expect(clearedSessionCookies().every((cookie) => cookie.includes('Max-Age=0'))).toBe(true);
  });
});
