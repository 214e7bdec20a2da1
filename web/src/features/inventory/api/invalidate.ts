import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';

/** After any write: every list, the stats and every single item share the `inventory` key prefix. */
export const invalidateInventory = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: queryKeys.inventory });
