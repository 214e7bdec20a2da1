import { attemptsInWindow, countAttempt, deleteAttempts } from '../data/users/rate-limit-counters';
import { INQUIRY_LIMITS, INQUIRY_MESSAGES_THROTTLED, INQUIRY_THREADS_THROTTLED } from '@surplus/shared';
import { tooManyRequests } from '../lib/errors';
import { BUSINESS_METRICS, countEvent } from '../observability/metrics';

/** Per window (RATE_LIMIT_WINDOW_SECONDS, 15 minutes by default). */
export const RATE_LIMITS = {
  failedLoginsPerUsername: 10,
  failedLoginsPerAddress: 25,
  resetRequestsPerEmail: 5,
  resetRequestsPerAddress: 20,
} as const;

const LOGIN_THROTTLED = 'Too many failed sign-in attempts. Please wait a few minutes and try again.';
const RESET_THROTTLED = 'Too many password reset requests. Please wait a few minutes and try again.';

export async function assertLoginAllowed(username: string, address: string): Promise<void> {
  const [forUsername, forAddress] = await Promise.all([
    attemptsInWindow('login-user', username),
    attemptsInWindow('login-ip', address),
  ]);
  if (forUsername >= RATE_LIMITS.failedLoginsPerUsername || forAddress >= RATE_LIMITS.failedLoginsPerAddress) {
    countEvent(BUSINESS_METRICS.rateLimited);
    throw tooManyRequests(LOGIN_THROTTLED);
  }
}

export async function recordFailedLogin(username: string, address: string): Promise<void> {
  countEvent(BUSINESS_METRICS.failedLogins);
  await Promise.all([countAttempt('login-user', username), countAttempt('login-ip', address)]);
}

/** Counted whether or not the e-mail exists, so a 429 reveals nothing about accounts. */
export async function countResetRequest(email: string, address: string): Promise<void> {
  const [forEmail, forAddress] = await Promise.all([countAttempt('reset-email', email), countAttempt('reset-ip', address)]);
  if (forEmail > RATE_LIMITS.resetRequestsPerEmail || forAddress > RATE_LIMITS.resetRequestsPerAddress) {
    countEvent(BUSINESS_METRICS.rateLimited);
    throw tooManyRequests(RESET_THROTTLED);
  }
}

const HOUR_SECONDS = 3600;

/** Counts one inquiry message of the user; 429 past the hour's limit. */
export async function countInquiryMessage(userId: number): Promise<void> {
  if ((await countAttempt('inquiry-messages', String(userId), HOUR_SECONDS)) > INQUIRY_LIMITS.messagesPerHour) {
    countEvent(BUSINESS_METRICS.rateLimited);
    throw tooManyRequests(INQUIRY_MESSAGES_THROTTLED);
  }
}

/** 429 when the user opened the hour's limit of new threads already. */
export async function assertThreadAllowed(userId: number): Promise<void> {
  if ((await attemptsInWindow('inquiry-threads', String(userId), HOUR_SECONDS)) >= INQUIRY_LIMITS.threadsPerHour) {
    countEvent(BUSINESS_METRICS.rateLimited);
    throw tooManyRequests(INQUIRY_THREADS_THROTTLED);
  }
}

export const countNewThread = (userId: number) => countAttempt('inquiry-threads', String(userId), HOUR_SECONDS);

/** Deletes the counts kept under the user's id, username and e-mail (account deletion). */
export async function forgetCountsOf(user: { id: number; username: string; email: string }): Promise<void> {
  await Promise.all([
    deleteAttempts('login-user', user.username),
    deleteAttempts('reset-email', user.email),
    deleteAttempts('inquiry-messages', String(user.id)),
    deleteAttempts('inquiry-threads', String(user.id)),
  ]);
}
