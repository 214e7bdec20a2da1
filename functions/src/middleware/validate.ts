import { formatZodError } from '@surplus/shared';
import type { ZodType, ZodTypeDef } from 'zod';
import { badRequest } from '../core/errors';

/** `value` checked with a shared schema: 400 naming each failing field and its message. */
export function validate<T>(schema: ZodType<T, ZodTypeDef, unknown>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(formatZodError(result.error));
  return result.data;
}
