import type { User } from '@surplus/shared';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';

/** A new session changes "mine" and myInventory: store the user, drop what belonged to the old one. */
export async function setSessionUser(queryClient: QueryClient, user: User | null): Promise<void> {
  queryClient.setQueryData(queryKeys.user, user);
  queryClient.removeQueries({ queryKey: queryKeys.lists('mine') });
  await queryClient.invalidateQueries({ queryKey: queryKeys.stats });
}
