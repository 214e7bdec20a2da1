import type { Category } from '@surplus/shared';
import type { ListParams } from '../../api/query-keys';
import { filtersFor } from '../../lib/filter-url';
import type { ListUrlState } from '../../lib/list-url';

/** The list of /doors or /parts: one category, searched and filtered; sorted only by price, fit or distance. */
export const categoryListParams = (category: Category, state: ListUrlState): ListParams => ({
  route: category,
  q: state.q.trim(),
  filters: filtersFor(category, state.filters),
  ...(state.sort === 'price' || state.sort === 'fit' || state.sort === 'distance' ? { sort: state.sort } : {}),
});
