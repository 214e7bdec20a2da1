import type { User } from '@surplus/shared';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys, userQueryKeys } from './query-keys';

/**
 * A new session changes "mine", myInventory, the saved flags on listings, the saved lists and the
 * notifications: store the user, drop what belonged to the old one, refresh what is on screen.
 */
export async function setSessionUser(queryClient: QueryClient, user: User | null): Promise<void> {
  queryClient.setQueryData(queryKeys.user, user);
  queryClient.removeQueries({ queryKey: queryKeys.lists('mine') });
  for (const queryKey of userQueryKeys) queryClient.removeQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey: queryKeys.inventory });
}
