import type { Hold } from '@surplus/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../api/client';
import { invalidateDeals } from './invalidate-deals';

/** POST /api/holds/{id}/release, by either party: the units go back on sale. */
export const releaseHold = (holdId: string) => apiSend<Hold>('POST', `/api/holds/${encodeURIComponent(holdId)}/release`);

export function useReleaseHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hold: Hold) => releaseHold(hold.id),
    onSettled: (_answer, _error, hold) => invalidateDeals(queryClient, hold),
  });
}
