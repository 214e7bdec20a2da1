/**
 * The headers every page and file carries: the local server adds them, and the CDK stack's CloudFront
 * response headers policy mirrors this module (its settings are exported one by one for that). Both
 * import it from here (`@surplus/shared/security-headers`), so neither depends on the other.
 */
export function contentSecurityPolicy(directUploadOrigin: string): string {
  return [
    "default-src 'self'",
    "img-src 'self' data: blob:",
    // Presigned uploads go from the browser straight to the bucket's own origin.
    `connect-src 'self' ws: wss: ${directUploadOrigin}`,
    "style-src 'self' 'unsafe-inline'",
    "script-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

export const STRICT_TRANSPORT_SECURITY = { maxAgeSeconds: 63_072_000, includeSubDomains: true } as const;
export const FRAME_OPTIONS = 'DENY';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
export const PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=()';

export function securityHeaders(directUploadOrigin: string): Record<string, string> {
  const hsts = STRICT_TRANSPORT_SECURITY;
  return {
    'Content-Security-Policy': contentSecurityPolicy(directUploadOrigin),
    'Strict-Transport-Security': `max-age=${hsts.maxAgeSeconds}${hsts.includeSubDomains ? '; includeSubDomains' : ''}`,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': FRAME_OPTIONS,
    'Referrer-Policy': REFERRER_POLICY,
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
}
