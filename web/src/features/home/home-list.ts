import type { ListParams, ListRoute } from '../../api/query-keys';
import { filtersFor } from '../../lib/filter-url';
import type { ListUrlState } from '../../lib/list-url';

/** The filter tab of the URL: My Listings, one category, or All. */
export const homeFilterOf = ({ mine, category }: ListUrlState): ListRoute => (mine ? 'mine' : (category ?? 'all'));

/** The list the home page shows: its tab (My Listings only when signed in, else All), sort, search and filters. */
export function homeListParams(state: ListUrlState, signedIn: boolean): ListParams {
  const filter = homeFilterOf(state);
  return { route: filter === 'mine' && !signedIn ? 'all' : filter, sort: state.sort, q: state.q.trim(), filters: filtersFor(state.category, state.filters) };
}
