import { config } from './config';

export const SESSION_COOKIE = 'sid';
export const CSRF_COOKIE = 'csrf';
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;
const CSRF_COOKIE_TTL_SECONDS = 30 * 24 * 60 * 60;

/** API Gateway v2 hands cookies over as `name=value` strings. */
export function readCookie(cookies: string[] | undefined, name: string): string | undefined {
  for (const cookie of cookies ?? []) {
    const separator = cookie.indexOf('=');
    if (separator > 0 && cookie.slice(0, separator).trim() === name) return cookie.slice(separator + 1).trim();
  }
  return undefined;
}

function serialize(name: string, value: string, maxAgeSeconds: number): string {
  const secure = config.cookieSecure ? '; Secure' : '';
  return `${name}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

export const sessionCookie = (token: string) => serialize(SESSION_COOKIE, token, SESSION_TTL_SECONDS);
export const clearedSessionCookie = () => serialize(SESSION_COOKIE, '', 0);
export const csrfCookie = (bindingId: string) => serialize(CSRF_COOKIE, bindingId, CSRF_COOKIE_TTL_SECONDS);
