import type { ListParams } from '../../api/query-keys';
import type { ListUrlState } from '../../lib/list-url';

/** A business's own listings on its page: sorting by business means nothing there, so it reads as newest first. */
export function businessListParams(id: number, state: ListUrlState): ListParams {
  return { route: 'all', owner: [id], sort: state.sort === 'business' ? 'recent' : state.sort, q: state.q.trim() };
}
