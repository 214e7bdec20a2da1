/** What an ApiError keeps when it crosses from the server-rendered page to the browser (JSON). */
export interface ApiErrorFields {
  status: number;
  text: string;
}

/**
 * A refused API call: its HTTP status and its answer. The browser's API client raises it for every answer that
 * is not ok, and the page renderer raises the same for the calls it answers in its own process, so a component
 * reads a refusal (a listing's 404, a 400's `{ message }`) the same way wherever it was rendered.
 */
export class ApiError extends Error {
  readonly status: number;
  /** The answer's text (the status text when the body was empty). */
  readonly text: string;
  /** The answer's JSON when it was JSON, else its text. */
  readonly body: unknown;

  constructor(status: number, text: string) {
    // The message as the app has always shown it, e.g. `404: {"message":"Item not found"}`.
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    this.text = text;
    this.body = parseJson(text);
  }

  /** A refusal with the API's usual `{ message }` body. */
  static withMessage(status: number, message: string): ApiError {
    return new ApiError(status, JSON.stringify({ message }));
  }

  /** The server's `{ message }`, when the body has one. */
  get serverMessage(): string | undefined {
    const message = isRecord(this.body) ? this.body.message : undefined;
    return typeof message === 'string' && message ? message : undefined;
  }

  toJSON(): ApiErrorFields & { name: 'ApiError' } {
    return { name: 'ApiError', status: this.status, text: this.text };
  }

  /** The error of toJSON() back, or null when `value` is not one. */
  static fromJSON(value: unknown): ApiError | null {
    if (!isRecord(value) || value.name !== 'ApiError' || typeof value.status !== 'number' || typeof value.text !== 'string') return null;
    return new ApiError(value.status, value.text);
  }
}

/** The status of a refused API call; undefined for any other error (a network failure, a bug). */
export const apiErrorStatus = (error: unknown): number | undefined => (error instanceof ApiError ? error.status : undefined);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
