import * as z from 'zod/mini';
import type { core } from 'zod/mini';
import { defaultMessage } from './zod-messages';

// zod/mini loads no messages: every issue without its own message is worded by the API's defaults.
// package.json lists this module under sideEffects, so bundlers keep this call wherever a schema is used.
// Schemas import zod/mini themselves (`import * as z`): a namespace passed on from here would stop
// bundlers from leaving out the parts of zod a function does not use (all of zod's locales among them).
z.config({ localeError: defaultMessage });

/** Issues after which a value still has its type: zod 3 went on checking after these, and so do the helpers below. */
const KEEPS_TYPE = new Set(['too_small', 'too_big', 'invalid_format', 'not_multiple_of', 'unrecognized_keys', 'custom']);
const keepsType = (issues: readonly { code?: string }[]) => issues.every((issue) => KEEPS_TYPE.has(issue.code ?? ''));

/**
 * z.minLength and z.maxLength, but only on a value that kept its type: zod 4 runs them on anything with a
 * `length` (an array sent for a string), which would add a second message to `Expected string, received array`.
 */
export const minLength = (minimum: number, error?: string) => onTypedValue(z.minLength(minimum, error));
export const maxLength = (maximum: number, error?: string) => onTypedValue(z.maxLength(maximum, error));
function onTypedValue<Check extends core.$ZodCheck<never>>(check: Check): Check {
  check._zod.def.when = (payload) => keepsType(payload.issues);
  return check;
}

/**
 * A rule over a whole object (passwords match, at least one field). It runs when the fields have their types,
 * even if some are too short or unknown keys were sent, so one answer names every problem.
 */
export function objectRule<T>(test: (value: T) => boolean, error: string, path?: string[]) {
  return z.refine<T>(test, { error, ...(path && { path }), when: (payload) => keepsType(payload.issues) });
}

/**
 * An integer. Unlike z.int(), it takes any integer (beyond 2^53 too: a `max` check names the limit) and lets
 * the later checks run. Documented as an integer (the bag's format).
 */
export function integer(error = 'Expected integer, received float') {
  const check = z.refine<number>((value) => Number.isInteger(value), { error });
  check._zod.onattach.push((schema) => {
    schema._zod.bag.format = 'safeint';
  });
  return check;
}

/**
 * A union that, when no option matches, answers the problems of the first option the value has the type of
 * (`Image must be an image uploaded to this site`), and `fallback` (or `Invalid input`) when it has none's.
 */
export function union<const Options extends readonly core.SomeType[]>(options: Options, fallback?: string) {
  return z.union(options, {
    error: (issue) => {
      if (issue.code !== 'invalid_union') return undefined;
      const closest = issue.errors.find((problems) => problems.length > 0 && keepsType(problems));
      if (!closest) return fallback;
      return closest.map((problem) => (problem.path.length > 0 ? `${problem.path.join('.')}: ${problem.message}` : problem.message)).join('; ');
    },
  });
}
