import { parseId } from '@surplus/shared';
import { badRequest } from './errors';

/** The numeric `{id}` path parameter of item routes (of an API Gateway event or a route's answer request). */
export function itemIdParam({ pathParameters }: { pathParameters?: Record<string, string | undefined> }): number {
  const id = parseId(pathParameters?.id);
  if (id === null) throw badRequest('Item id must be a positive whole number');
  return id;
}
