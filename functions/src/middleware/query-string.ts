import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { ZodType, ZodTypeDef } from 'zod';
import { validate } from './validate';

/** The query string validated with a shared schema: 400 naming each parameter and its message. */
export const parseQueryString = <T>(schema: ZodType<T, ZodTypeDef, unknown>, event: APIGatewayProxyEventV2): T =>
  validate(schema, event.queryStringParameters ?? {});
