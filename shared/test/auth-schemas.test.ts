import { describe, expect, it } from 'vitest';
import type { ZodMiniType } from 'zod/mini';
import {
  forgotPasswordSchema,
  formatZodError,
  loginSchema,
  registerFormSchema,
  registerSchema,
  resetPasswordSchema,
} from '../src';

const messageOf = (schema: ZodMiniType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : formatZodError(result.error);
};

const registration = { username: 'acme', password: 'secret1', businessName: 'Acme Doors', email: 'a@acme.test' };

describe('auth schemas', () => {
  it('login: username and password minimums', () => {
    expect(messageOf(loginSchema, { username: 'ab', password: '12345' })).toBe(
      'username: Username must be at least 3 characters; password: Password must be at least 6 characters',
    );
    expect(messageOf(loginSchema, { username: 'abc', password: '123456' })).toBeNull();
  });

  it('register: generic messages for missing and malformed fields', () => {
    expect(messageOf(registerSchema, { ...registration, email: 'nope' })).toBe('email: Invalid email');
    expect(messageOf(registerSchema, { username: 'acme' })).toBe(
      'password: Required; businessName: Required; email: Required',
    );
    expect(messageOf(registerSchema, { ...registration, phone: 5 })).toBe('phone: Expected string, received number');
  });

  it('register form: confirmation must match, shown on confirmPassword', () => {
    const result = registerFormSchema.safeParse({ ...registration, confirmPassword: 'secret2' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['confirmPassword'], message: 'Passwords do not match' });
  });

  it('forgot password: a valid e-mail', () => {
    expect(messageOf(forgotPasswordSchema, { email: 'x' })).toBe('email: Please enter a valid email address');
  });

  it('reset password: token required, minimums and match', () => {
    expect(messageOf(resetPasswordSchema, { token: '', password: '123', confirmPassword: '123' })).toBe(
      'token: Token is required; password: Password must be at least 6 characters; confirmPassword: Password must be at least 6 characters',
    );
    expect(messageOf(resetPasswordSchema, { token: 't', password: '1234567', confirmPassword: '7654321' })).toBe(
      'confirmPassword: Passwords do not match',
    );
  });
});
