import { ApiError } from '@surplus/shared';
import { PUBLIC_ROUTE_ANSWERS } from './index';
import { routeMatcher } from '../route-match';
import { httpRoutes } from '../routes';
import { HttpError } from '../lib/errors';

/** A GET of the API as a server-rendered page makes it: the path as the browser would send it, and its query. */
export interface PageDataRequest {
  path: string;
  query?: Record<string, string>;
}

const matchRoute = routeMatcher(httpRoutes);

/**
 * One call's JSON body, answered in this process by the answer of the route that `path` names in the route table,
 * as that route answers a visitor (no session, no saved flags). A refusal throws the ApiError the browser's API
 * client raises for the same answer, so the page's components read it alike (a 404 renders the not-found state);
 * a GET that is no public route's (or no route's) is a 404.
 */
export async function pageData(request: PageDataRequest): Promise<unknown> {
  const match = matchRoute('GET', request.path);
  const answer = match.kind === 'found' ? PUBLIC_ROUTE_ANSWERS[match.route.handler] : undefined;
  if (match.kind !== 'found' || !answer) throw ApiError.withMessage(404, `No page data at ${request.path}`);
  try {
    return await answer({ caller: null, pathParameters: match.pathParameters, query: request.query ?? {} });
  } catch (error) {
    if (error instanceof HttpError) throw ApiError.withMessage(error.statusCode, error.message);
    throw error;
  }
}
