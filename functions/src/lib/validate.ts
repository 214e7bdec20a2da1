import { formatZodError } from '@surplus/shared';
import { safeParse, type ZodMiniType } from 'zod/mini';
import { badRequest } from './errors';

/** `value` checked with a shared schema: 400 naming each failing field and its message. */
export function validate<T>(schema: ZodMiniType<T>, value: unknown): T {
  const result = safeParse(schema, value);
  if (!result.success) throw badRequest(formatZodError(result.error));
  return result.data;
}
