import { forgotPasswordSchema, itemCreateSchema, loginSchema, registerFormSchema, resetPasswordSchema } from '@surplus/shared';
import { describe, expect, it } from 'vitest';
import { zodValidate } from '../src/lib/zod-formik';

describe('zodValidate', () => {
  it('gives the spec messages of the item form', () => {
    const errors = zodValidate(itemCreateSchema)({ category: 'door', name: 'A', itemId: 'B', description: 'abc', quantity: 0, imageUrl: '' });
    expect(errors).toEqual({
      name: 'Name must be at least 2 characters long',
      itemId: 'Item ID must be at least 2 characters long',
      description: 'Description must be at least 5 characters long',
      quantity: 'Quantity must be a positive number',
    });
  });

  it('passes a valid item with quantity typed as text', () => {
    expect(zodValidate(itemCreateSchema)({ category: 'part', name: 'Spring', itemId: 'SP-1', description: 'A good spring', quantity: '3', imageUrl: '' })).toEqual({});
  });

  it('gives the login messages', () => {
    expect(zodValidate(loginSchema)({ username: 'ab', password: '12345' })).toEqual({
      username: 'Username must be at least 3 characters',
      password: 'Password must be at least 6 characters',
    });
  });

  it('puts a password mismatch on confirmPassword', () => {
    const values = { businessName: 'Acme Doors', username: 'acme', email: 'a@b.co', phone: '', location: '', password: 'secret1', confirmPassword: 'secret2' };
    expect(zodValidate(registerFormSchema)(values)).toEqual({ confirmPassword: 'Passwords do not match' });
    expect(zodValidate(resetPasswordSchema)({ token: 't', password: 'secret1', confirmPassword: 'secret2' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  it('asks for a valid email and a reset token', () => {
    expect(zodValidate(forgotPasswordSchema)({ email: 'nope' })).toEqual({ email: 'Please enter a valid email address' });
    expect(zodValidate(resetPasswordSchema)({ token: '', password: 'secret1', confirmPassword: 'secret1' })).toEqual({ token: 'Token is required' });
  });
});
