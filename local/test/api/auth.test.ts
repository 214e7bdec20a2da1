import { describe, expect, it } from 'vitest';
import type { User } from '@surplus/shared';
import { businessFields, newClient, signedInBusiness, unique } from '../support/fixtures';

describe('registration', () => {
  it('creates the business, answers the user without any password field and starts a session', async () => {
    const client = newClient();
    const fields = businessFields();
    const response = await client.post<User>('/api/register', fields);
    expect(response.status).toBe(201);
    expect(response.json).toEqual({
      id: expect.any(Number),
      username: fields.username,
      businessName: fields.businessName,
      email: fields.email,
      phone: fields.phone,
      location: fields.location,
      placeFound: true,
    });
    expect(response.text).not.toMatch(/password/i);
    const setCookie = response.headers.getSetCookie().find((cookie) => cookie.startsWith('sid='));
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect((await client.get<User>('/api/user')).json).toEqual(response.json);
  });

  it('refuses a taken username and a taken e-mail in any letter case', async () => {
    const { fields } = await signedInBusiness();
    const sameName = await newClient().post('/api/register', businessFields({ username: fields.username.toUpperCase() }));
    expect(sameName.status).toBe(409);
    expect(sameName.json).toEqual({ message: 'Username already exists' });
    const sameEmail = await newClient().post('/api/register', businessFields({ email: fields.email.toUpperCase() }));
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.json).toEqual({ message: 'Email is already registered' });
  });

  it('makes exactly one account when one username registers ten times at once', async () => {
    const username = unique('race');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        newClient().post('/api/register', businessFields({ username, email: `${username}${i}@example.test` })),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(9);
  });

  it('names each invalid field with the spec message', async () => {
    const response = await newClient().post('/api/register', { ...businessFields(), username: 'ab', password: '123', email: 'nope' });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({
      message:
        'username: Username must be at least 3 characters; password: Password must be at least 6 characters; email: Invalid email',
    });
  });
});

describe('login and logout', () => {
  it('signs in with the right password, and the session ends at logout', async () => {
    const { fields, user } = await signedInBusiness();
    const client = newClient();
    const login = await client.post<User>('/api/login', { username: fields.username, password: fields.password });
    expect(login.status).toBe(200);
    expect(login.json).toEqual(user);
    const sessionCookie = client.cookies.get('sid');
    expect((await client.post('/api/logout')).status).toBe(200);
    expect((await client.get('/api/user')).status).toBe(401);

    // The old cookie is dead server-side, not only cleared in this browser.
    client.cookies.set('sid', sessionCookie!);
    expect((await client.get('/api/user')).status).toBe(401);
  });

  it('answers a wrong password and an unknown user alike', async () => {
    const { fields } = await signedInBusiness();
    const wrong = await newClient().post('/api/login', { username: fields.username, password: 'wrong-password' });
    const unknown = await newClient().post('/api/login', { username: unique('ghost'), password: 'wrong-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toEqual({ message: 'Invalid username or password' });
    expect(unknown.status).toBe(401);
    expect(unknown.json).toEqual(wrong.json);
  });

  it('treats a visitor as signed out', async () => {
    const response = await newClient().get('/api/user');
    expect(response.status).toBe(401);
    expect(response.json).toEqual({ message: 'You must be signed in' });
  });

  it('refuses a tampered session cookie', async () => {
    const { client } = await signedInBusiness();
    client.cookies.set('sid', `${client.cookies.get('sid')!.slice(0, -2)}xx`);
    expect((await client.get('/api/user')).status).toBe(401);
  });

  it('throttles repeated failed logins for one username with 429', async () => {
    const { fields } = await signedInBusiness();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      statuses.push((await newClient().post('/api/login', { username: fields.username, password: 'not-the-password' })).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
    const blocked = await newClient().post('/api/login', { username: fields.username, password: fields.password });
    expect(blocked.status).toBe(429);
    expect(blocked.json).toEqual({ message: expect.stringMatching(/too many/i) });
  });
});
