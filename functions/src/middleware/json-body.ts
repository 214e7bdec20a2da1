import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { ZodMiniType } from 'zod/mini';
import { badRequest } from '../lib/errors';
import { requestBodyBytes } from '../lib/request-body';
import { validate } from '../lib/validate';

export interface BodyContext<TBody> extends Context {
  body: TBody;
}

/** Parses the JSON body and validates it with a shared schema: 400 naming each field and its message. */
export function jsonBody<TBody>(
  schema: ZodMiniType<TBody>,
): MiddlewareObj<APIGatewayProxyEventV2, unknown, Error, BodyContext<TBody>> {
  return {
    before: ({ event, context }) => {
      // Its size was checked by bodyLimit (routes.ts).
      const bytes = requestBodyBytes(event);
      let parsed: unknown;
      try {
        parsed = JSON.parse(bytes.toString('utf8'));
      } catch {
        throw badRequest('Request body must be valid JSON');
      }
      context.body = validate(schema, parsed);
    },
  };
}
