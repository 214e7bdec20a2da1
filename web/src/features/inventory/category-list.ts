import type { Category } from '@surplus/shared';
import type { ListParams } from '../../api/query-keys';
import type { ListUrlState } from '../../lib/list-url';

/** The list of /doors or /parts: one category, searched. */
export const categoryListParams = (category: Category, state: ListUrlState): ListParams => ({ route: category, q: state.q.trim() });
