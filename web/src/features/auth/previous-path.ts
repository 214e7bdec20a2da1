/** Where to return after signing in: set by the protected-route wrapper, read by the auth page. */
export const PREVIOUS_PATH_KEY = 'previousPath';

const AUTH_PATHS = ['/auth', '/forgot-password', '/reset-password'];

export function rememberPreviousPath(path: string): void {
  sessionStorage.setItem(PREVIOUS_PATH_KEY, AUTH_PATHS.includes(path) ? '/' : path);
}

export const previousPath = (): string => sessionStorage.getItem(PREVIOUS_PATH_KEY) ?? '/';

export const forgetPreviousPath = (): void => sessionStorage.removeItem(PREVIOUS_PATH_KEY);
