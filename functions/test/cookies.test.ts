import { afterEach, describe, expect, it } from 'vitest';
import { clearedSessionCookie, csrfCookie, sessionCookie } from '../src/lib/cookies';

describe('cookies', () => {
  const original = process.env.COOKIE_SECURE;
  afterEach(() => {
    if (original === undefined) delete process.env.COOKIE_SECURE;
    else process.env.COOKIE_SECURE = original;
  });

  it('are Secure, HttpOnly, SameSite=Lax and Path=/ unless COOKIE_SECURE is exactly "false"', () => {
    for (const value of [undefined, '', 'true', '0', 'no']) {
      if (value === undefined) delete process.env.COOKIE_SECURE;
      else process.env.COOKIE_SECURE = value;
      for (const cookie of [sessionCookie('token'), clearedSessionCookie(), csrfCookie('binding')]) {
        expect(cookie.split('; ').slice(1)).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Lax', 'Secure']));
      }
    }
  });

  it('drop only Secure for plain-http localhost (COOKIE_SECURE=false)', () => {
    process.env.COOKIE_SECURE = 'false';
    expect(sessionCookie('token')).toBe('sid=token; Path=/; Max-Age=604800; HttpOnly; SameSite=Lax');
  });
});
