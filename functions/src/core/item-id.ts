import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { badRequest } from './errors';

/** The numeric `{id}` path parameter of item routes. */
export function itemIdParam(event: APIGatewayProxyEventV2): number {
  const raw = event.pathParameters?.id ?? '';
  if (!/^[1-9]\d{0,14}$/.test(raw)) throw badRequest('Item id must be a positive whole number');
  return Number(raw);
}
