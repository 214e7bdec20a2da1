import { CSRF_FETCH, type CsrfTokenResponse } from '@surplus/shared';

let cached: string | null = null;
let inFlight: Promise<string | null> | null = null;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function fetchToken(): Promise<string | null> {
  for (let attempt = 1; attempt <= CSRF_FETCH.attempts; attempt++) {
    try {
      const response = await fetch('/api/csrf-token', { credentials: 'include', cache: 'no-store' });
      if (response.ok) {
        const body = (await response.json()) as CsrfTokenResponse;
        if (body.csrfToken) return body.csrfToken;
      }
      console.error(`CSRF token fetch attempt ${attempt} failed: ${response.status}`);
    } catch (error) {
      console.error(`CSRF token fetch attempt ${attempt} failed:`, error);
    }
    if (attempt < CSRF_FETCH.attempts) await sleep(CSRF_FETCH.delayMs);
  }
  return null;
}

/** The cached token, fetched once (concurrent callers share one fetch); `refresh` forces a new one. */
export async function getCsrfToken(refresh = false): Promise<string | null> {
  if (refresh) cached = null;
  if (cached) return cached;
  inFlight ??= fetchToken().finally(() => {
    inFlight = null;
  });
  cached = await inFlight;
  return cached;
}
