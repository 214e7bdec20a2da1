import { useQuery } from '@tanstack/react-query';
import type { ListScope } from '../../../api/query-keys';
import { doorsQueryOptions } from './list-doors';
import { itemsQueryOptions } from './list-items';
import { myItemsQueryOptions } from './list-my-items';
import { partsQueryOptions } from './list-parts';

const optionsByScope = {
  all: itemsQueryOptions,
  door: doorsQueryOptions,
  part: partsQueryOptions,
  mine: myItemsQueryOptions,
} satisfies Record<ListScope, unknown>;

/** The list behind a filter tab of the home page. */
export const useListByScope = (scope: ListScope) => useQuery(optionsByScope[scope]());
