import type { ZodMiniObject, ZodMiniType } from 'zod/mini';

/** A request body the API reference shows beside (or instead of) the JSON body the route validates. */
export interface DocBody {
  contentType: 'application/json' | 'multipart/form-data' | 'application/x-www-form-urlencoded' | 'text/csv';
  schema: ZodMiniType;
  /** A valid body, shown as the media type's example. */
  example?: unknown;
}

/**
 * What the API reference (docs/openapi.json, `npm run openapi`) says of an HTTP route, written in its handler
 * module. Plain data: the response schemas are named, not imported, so a function's bundle holds only strings.
 */
export interface RouteDoc {
  summary: string;
  /** The reference's section: Session, Account, Listings, Deals, ... */
  tag: string;
  /** Client generators name their methods by it; the handler module's name in camelCase unless given. */
  operationId?: string;
  /** Documented as needing a session though the chain loads it optionally: the handler answers a visitor's 401 itself. */
  signedInOnly?: true;
  /** The JSON body's example, when the route validates one (`body`). */
  example?: unknown;
  /** The bodies the route takes besides a validated JSON one: multipart, CSV, a form post. */
  bodies?: DocBody[];
  /** Optional request headers, beside the CSRF-Token of every non-GET. */
  headers?: Record<string, string>;
  /** The success status, the name of its answer's schema in local/src/openapi/responses.ts (null: a file), and what it means. */
  ok: [status: number, response: string | null, description?: string];
  /** Error statuses beside the ones every route may answer (403 CSRF/origin, 413, 429, 503). */
  errors?: number[];
  /** What an error status means on this route, where the general text does not say it. */
  errorText?: Partial<Record<number, string>>;
}

/** What a route's handler module declares of it: its middy chain's options, read back by the API reference. */
export interface RouteDeclaration {
  auth?: 'optional' | 'required';
  /** Why this non-GET route takes no CSRF token: the request carries its own proof. */
  csrfExempt?: string;
  body?: ZodMiniType;
  query?: ZodMiniObject;
  doc?: RouteDoc;
}

/** The text of a route's 403: why this route refuses the caller, beside the CSRF and origin refusals of every non-GET. */
export const forbiddenText = (why: string) => `${why}; or a missing or invalid CSRF token, or a request that did not come through the site`;
