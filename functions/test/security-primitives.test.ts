import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../src/lib/password';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^scrypt\$16384\$8\$5\$/);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horsE', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });
});

describe('CSRF tokens', () => {
  let csrf: typeof import('../src/aws/csrf');
  beforeAll(async () => {
    process.env.SIGNING_SECRET = 'unit-test-secret';
    csrf = await import('../src/aws/csrf');
  });

  it('accept only the binding they were issued for', async () => {
    const token = await csrf.issueCsrfToken('browser-a');
    expect(await csrf.isValidCsrfToken(token, 'browser-a')).toBe(true);
    expect(await csrf.isValidCsrfToken(token, 'browser-b')).toBe(false);
    expect(await csrf.isValidCsrfToken(undefined, 'browser-a')).toBe(false);
    expect(await csrf.isValidCsrfToken(`${token}x`, 'browser-a')).toBe(false);
    expect(await csrf.isValidCsrfToken('forged.token', 'browser-a')).toBe(false);
  });
});
