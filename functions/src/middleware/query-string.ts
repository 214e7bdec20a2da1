import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { ZodMiniType } from 'zod/mini';
import { validate } from '../lib/validate';

/** The query string validated with a shared schema: 400 naming each parameter and its message. */
export const parseQueryString = <T>(schema: ZodMiniType<T>, event: APIGatewayProxyEventV2): T =>
  validate(schema, event.queryStringParameters ?? {});
