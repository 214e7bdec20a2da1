import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_MESSAGE } from '@surplus/shared';
import { ApiClient } from '../../src/api-client';
import { linksIn, readOutbox } from '../../src/outbox';
import { expectRefused, newClient, signedInBusiness, unique } from '../support/fixtures';
import { startLocalRuntime } from '../support/local-runtime';

// Long enough for a burst of scrypt hashes on a busy two-core machine to fit in one window.
const WINDOW_SECONDS = 10;
const RESET_TTL_SECONDS = 3;

/** Rate-limit windows are aligned to multiples of their length: start a burst right after a boundary. */
async function atWindowStart(seconds = WINDOW_SECONDS) {
  const windowMs = seconds * 1000;
  await sleep(windowMs - (Date.now() % windowMs) + 50);
}

/** The main runtime's window is 15 minutes: a burst that would straddle its boundary waits for the next one. */
async function clearOfWindowEnd(seconds: number, neededMs: number) {
  const windowMs = seconds * 1000;
  if (windowMs - (Date.now() % windowMs) < neededMs) await atWindowStart(seconds);
}

/** An address of our own choosing, as a caller reaching the API directly could claim (see SECURITY.md). */
let addressSequence = 0;
const viewer = () => ({ 'cloudfront-viewer-address': `203.0.113.${++addressSequence}:443` });

const failedLogin = (client: ApiClient, username: string, headers: Record<string, string>) =>
  client.request('POST', '/api/login', { json: { username, password: 'not-the-password' }, headers });

describe('brute force and enumeration (a second runtime with 10 s windows and 3 s reset links)', () => {
  let runtime: Awaited<ReturnType<typeof startLocalRuntime>>;
  const client = () => new ApiClient(runtime.baseUrl);

  beforeAll(async () => {
    runtime = await startLocalRuntime({ RATE_LIMIT_WINDOW_SECONDS: String(WINDOW_SECONDS), RESET_TOKEN_TTL_SECONDS: String(RESET_TTL_SECONDS) });
  });
  afterAll(() => runtime?.stop());

  it('answers 429 to failed logins for one username from ever-new addresses, then lets it in after the window', async () => {
    const { fields } = await signedInBusiness({}, client());
    await atWindowStart();
    // The first ten at once (each costs a scrypt hash), so the whole burst fits in one window.
    const first = await Promise.all(Array.from({ length: 10 }, () => failedLogin(client(), fields.username, viewer())));
    expect(first.map((answer) => answer.status)).toEqual(Array(10).fill(401));
    for (let attempt = 0; attempt < 2; attempt++) expectRefused(await failedLogin(client(), fields.username, viewer()), [429]);
    const blocked = await client().request('POST', '/api/login', { json: { username: fields.username, password: fields.password }, headers: viewer() });
    expectRefused(blocked, [429]);
    expect(blocked.json).toEqual({ message: 'Too many failed sign-in attempts. Please wait a few minutes and try again.' });

    await atWindowStart();
    const after = await client().request('POST', '/api/login', { json: { username: fields.username, password: fields.password }, headers: viewer() });
    expect(after.status).toBe(200);
  });

  it('answers a throttled forgot-password alike for known and unknown e-mails', async () => {
    const { fields } = await signedInBusiness({}, client());
    const unknown = `${unique('nobody')}@example.test`;
    await atWindowStart();
    const burst = (email: string) =>
      Promise.all(Array.from({ length: 7 }, () => client().request('POST', '/api/forgot-password', { json: { email }, headers: viewer() })));
    const [known, stranger] = await Promise.all([burst(fields.email), burst(unknown)]);
    const summary = (answers: typeof known) => answers.map((answer) => `${answer.status} ${answer.text}`).sort();
    expect(summary(known)).toEqual(summary(stranger));
    expect(known.filter((answer) => answer.status === 200).map((answer) => answer.json)).toEqual(Array(5).fill({ message: FORGOT_PASSWORD_MESSAGE }));
    expect(known.filter((answer) => answer.status === 429)).toHaveLength(2);
  });

  it('takes as long for an unknown e-mail as for a known one (at least the 600 ms floor)', async () => {
    const { fields } = await signedInBusiness({}, client());
    const timed = async (email: string) => {
      const started = performance.now();
      const answer = await client().request('POST', '/api/forgot-password', { json: { email }, headers: viewer() });
      return { ms: performance.now() - started, text: answer.text, status: answer.status };
    };
    const known = await timed(fields.email);
    const unknown = await timed(`${unique('nobody')}@example.test`);
    expect(unknown.text).toBe(known.text);
    expect(unknown.status).toBe(known.status);
    expect(Math.min(known.ms, unknown.ms)).toBeGreaterThanOrEqual(590);
  });

  it('expires reset links after their lifetime', async () => {
    const { fields } = await signedInBusiness({}, client());
    await client().request('POST', '/api/forgot-password', { json: { email: fields.email }, headers: viewer() });
    const mail = (await readOutbox(runtime.dataDir)).find((message) => message.to.includes(fields.email));
    const token = new URL(linksIn(mail!.text!)[0]!).searchParams.get('token')!;
    await sleep((RESET_TTL_SECONDS + 1.1) * 1000);
    const late = await client().post('/api/reset-password', { token, password: 'too-late-pass', confirmPassword: 'too-late-pass' });
    expectRefused(late, [400]);
    expect(late.json).toEqual({ message: 'This reset link is invalid or has expired. Please request a new one.' });
    expect((await client().post('/api/login', { username: fields.username, password: fields.password })).status).toBe(200);
  });
});

// On the main runtime (15-minute window): 25 failures from one address take longer than a 5 s window.
describe('failed logins from one address', () => {
  it('are answered 429 after 25, whichever usernames they try', async () => {
    await clearOfWindowEnd(15 * 60, 20_000);
    const address = viewer();
    for (let batch = 0; batch < 5; batch++) {
      const answers = await Promise.all(Array.from({ length: 5 }, () => failedLogin(newClient(), unique('ghost'), address)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(5).fill(401));
    }
    expectRefused(await failedLogin(newClient(), unique('ghost'), address), [429]);
    expect((await failedLogin(newClient(), unique('ghost'), viewer())).status).toBe(401);
  }, 60_000);
});
