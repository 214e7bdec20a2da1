import { describe, expect, inject, it } from 'vitest';
import { FORGOT_PASSWORD_MESSAGE, type User } from '@surplus/shared';
import { linksIn, readOutbox } from '../../src/outbox';
import { newClient, signedInBusiness, unique } from '../support/fixtures';

async function resetLinkFor(email: string): Promise<URL> {
  const message = (await readOutbox(inject('dataDir'))).find((mail) => mail.to.includes(email));
  if (!message?.text) throw new Error(`no reset mail for ${email}`);
  return new URL(linksIn(message.text)[0]!);
}

describe('password reset', () => {
  it('answers known and unknown e-mails identically', async () => {
    const { fields } = await signedInBusiness();
    const known = await newClient().post('/api/forgot-password', { email: fields.email });
    const unknown = await newClient().post('/api/forgot-password', { email: `${unique('nobody')}@example.test` });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.json).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    expect(unknown.text).toBe(known.text);
  });

  it('resets with the e-mailed link once, and ends every earlier session', async () => {
    const { client, fields } = await signedInBusiness();
    await newClient().post('/api/forgot-password', { email: fields.email });
    const link = await resetLinkFor(fields.email);
    expect(link.pathname).toBe('/reset-password');
    const token = link.searchParams.get('token')!;

    const reset = await newClient().post('/api/reset-password', { token, password: 'brand-new-pass', confirmPassword: 'brand-new-pass' });
    expect(reset.status).toBe(200);
    expect(reset.json).toEqual({ message: 'Password has been reset successfully.' });

    expect((await client.get('/api/user')).status).toBe(401);
    const oldPassword = await newClient().post('/api/login', { username: fields.username, password: fields.password });
    expect(oldPassword.status).toBe(401);
    const fresh = newClient();
    expect((await fresh.post<User>('/api/login', { username: fields.username, password: 'brand-new-pass' })).status).toBe(200);
    expect((await fresh.get('/api/user')).status).toBe(200);

    const reused = await newClient().post('/api/reset-password', { token, password: 'another-pass', confirmPassword: 'another-pass' });
    expect(reused.status).toBe(400);
    expect(reused.json).toEqual({ message: 'This reset link is invalid or has expired. Please request a new one.' });
  });

  it('validates the reset form and refuses unknown tokens', async () => {
    const mismatch = await newClient().post('/api/reset-password', { token: 'x', password: 'abcdef', confirmPassword: 'abcdeg' });
    expect(mismatch.json).toEqual({ message: 'confirmPassword: Passwords do not match' });
    const missing = await newClient().post('/api/reset-password', { token: '', password: 'abcdef', confirmPassword: 'abcdef' });
    expect(missing.json).toEqual({ message: 'token: Token is required' });
    const unknown = await newClient().post('/api/reset-password', { token: 'unknown-token', password: 'abcdef', confirmPassword: 'abcdef' });
    expect(unknown.status).toBe(400);
    const badEmail = await newClient().post('/api/forgot-password', { email: 'not-an-email' });
    expect(badEmail.json).toEqual({ message: 'email: Please enter a valid email address' });
  });
});
