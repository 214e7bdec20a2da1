import type { core } from 'zod/mini';

/** One line naming each failing field and its message, e.g. `name: Name must be at least 2 characters long`. */
export function formatZodError(error: core.$ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}
