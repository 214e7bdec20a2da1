import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { formatZodError } from '@surplus/shared';
import type { ZodType, ZodTypeDef } from 'zod';
import { badRequest } from '../core/errors';

/** The query string validated with a shared schema: 400 naming each parameter and its message. */
export function parseQueryString<T>(schema: ZodType<T, ZodTypeDef, unknown>, event: APIGatewayProxyEventV2): T {
  const result = schema.safeParse(event.queryStringParameters ?? {});
  if (!result.success) throw badRequest(formatZodError(result.error));
  return result.data;
}
