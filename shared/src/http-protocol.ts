// Names the web app, the servers (functions, local, infra) and the tools agree on: a header, a cookie, the socket.
export const CSRF_HEADER = 'CSRF-Token';
/**
 * A readable cookie (not HttpOnly) set beside the session cookie, with the same lifetime, and cleared with it:
 * the web app asks for the current user only when it is present, so a visitor's page load makes no failing
 * call. It carries no secret; the session cookie stays the only proof of a session.
 */
export const SIGNED_IN_HINT_COOKIE = 'signed_in';
export const LIVE_UPDATES = {
  path: '/ws',
  pingIntervalMs: 30_000,
  reconnectBaseMs: 3000,
  reconnectBaseHomeMs: 2000,
  reconnectMaxAttempts: 5,
  reconnectGrowth: 1.5,
  /**
   * The `connection` message refreshes the item lists read before the socket opened, which may have missed
   * changes; data read this recently (a server-rendered page's, fresh from the origin) is kept as it is.
   */
  connectionRefreshAfterMs: 10_000,
} as const;
