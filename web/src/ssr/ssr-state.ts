import { ApiError } from '@surplus/shared';
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

/** The id of the JSON block that carries a server-rendered page's data to the browser. */
export const SSR_STATE_ID = 'ssr-state';

/**
 * A dehydrated query cache as JSON. An ApiError keeps its status and answer (ApiError.toJSON), any other error
 * becomes `{ message }` (an Error has no enumerable fields), so a listing's 404 reaches the browser as the same
 * ApiError the API client raises, and hydration renders the not-found page the server did.
 */
export function serializeState(state: DehydratedState): string {
  const queries = state.queries.map((query) => {
    const { error } = query.state;
    if (!(error instanceof Error)) return query;
    return { ...query, state: { ...query.state, error: error instanceof ApiError ? error.toJSON() : { message: error.message } } };
  });
  // Inside <script>, `<` could close the element or open a comment: escape it, JSON.parse reads it back.
  return JSON.stringify({ ...state, queries }).replaceAll('<', '\\u003c');
}

/** The server's data of this page into `queryClient`; false when the page was not server-rendered. */
export function hydrateServerState(queryClient: QueryClient, document: Document): boolean {
  const text = document.getElementById(SSR_STATE_ID)?.textContent;
  if (!text) return false;
  const state = JSON.parse(text) as DehydratedState;
  for (const query of state.queries) {
    const error = query.state.error as { message?: string } | null;
    if (error) query.state.error = ApiError.fromJSON(error) ?? new Error(error.message);
  }
  hydrate(queryClient, state);
  return true;
}
