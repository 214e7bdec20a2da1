import { ApiError } from '@surplus/shared';
import { routeMatcher } from '../route-match';
import { httpRoutes, type HttpRoute } from '../routes';
import { HttpError } from '../lib/errors';
import type { RouteAnswer } from './answer';

/** A GET of the API as a server-rendered page makes it: the path as the browser would send it, and its query. */
export interface PageDataRequest {
  path: string;
  query?: Record<string, string>;
}

const matchRoute = routeMatcher(httpRoutes);

/**
 * The answer of a route the table marks `pageData`: the `answer` export of the answers module named like its
 * handler module (`http/list-doors` is answered by `./list-doors.ts`). The bundler takes every module of this
 * folder into the page renderer for this import, as it did when they were listed.
 */
export async function routeAnswer(route: HttpRoute): Promise<RouteAnswer | undefined> {
  if (!route.pageData) return undefined;
  const module = (await import(`./${route.handler.replace(/^http\//, '')}.ts`)) as { answer?: RouteAnswer };
  if (typeof module.answer !== 'function') throw new Error(`answers/${route.handler.replace(/^http\//, '')}.ts exports no answer for ${route.method} ${route.path}`);
  return module.answer;
}

/**
 * One call's JSON body, answered in this process by the answer of the route that `path` names in the route table,
 * as that route answers a visitor (no session, no saved flags). A refusal throws the ApiError the browser's API
 * client raises for the same answer, so the page's components read it alike (a 404 renders the not-found state);
 * a GET that is no public route's (or no route's) is a 404.
 */
export async function pageData(request: PageDataRequest): Promise<unknown> {
  const match = matchRoute('GET', request.path);
  const answer = match.kind === 'found' ? await routeAnswer(match.route) : undefined;
  if (match.kind !== 'found' || !answer) throw ApiError.withMessage(404, `No page data at ${request.path}`);
  try {
    return await answer({ caller: null, pathParameters: match.pathParameters, query: request.query ?? {} });
  } catch (error) {
    if (error instanceof HttpError) throw ApiError.withMessage(error.statusCode, error.message);
    throw error;
  }
}
