import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { CommonWordReporter } from '../data/search/item-search';
import type { UserRecord } from '../data/users/users';

/** What a public GET route's answer depends on: who asks, the path's parameters and the query string. */
export interface AnswerRequest {
  /** The signed-in caller, or null for a visitor (a server-rendered page always asks as a visitor). */
  caller: UserRecord | null;
  pathParameters: Record<string, string | undefined>;
  query: Record<string, string | undefined>;
  /**
   * Where the route's searches send the words they find common (the API's routes that may send to the jobs queue);
   * the page renderer gives none: its pages' searches are repeated by the API's list routes once the page is in use.
   */
  reportCommonWords?: CommonWordReporter;
}

/**
 * The JSON body of a public GET route's 200 answer. A refusal throws the HttpError its route answers with
 * (lib/errors.ts), so the route's handler and the page renderer refuse alike.
 */
export type RouteAnswer<T = unknown> = (request: AnswerRequest) => Promise<T>;

/** The request of an API Gateway event, its caller loaded by the handler's middy chain (session-user.ts). */
export const answerRequest = (
  event: APIGatewayProxyEventV2,
  context: { user?: UserRecord | null },
  reportCommonWords?: CommonWordReporter,
): AnswerRequest => ({
  caller: context.user ?? null,
  pathParameters: event.pathParameters ?? {},
  query: event.queryStringParameters ?? {},
  reportCommonWords,
});
