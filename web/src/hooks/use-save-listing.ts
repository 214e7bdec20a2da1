import { errorMessage } from '../api/client';
import { useToast } from './use-toast';
import { useRequireUser } from './use-require-user';
import { useToggleSaved } from '../api/toggle-saved';

export const SAVE_SIGN_IN_REASON = 'You must be signed in to save listings.';

/** Flips a listing's saved state for the signed-in caller; signed out, the sign-in toast and /auth instead. */
export function useSaveListing() {
  const requireUser = useRequireUser();
  const toast = useToast();
  const toggle = useToggleSaved();
  return async (item: { id: number; saved?: boolean }) => {
    if (!(await requireUser(SAVE_SIGN_IN_REASON))) return;
    const saved = !item.saved;
    toggle.mutate(
      { id: item.id, saved },
      {
        onError: (error) =>
          toast({
            title: saved ? 'Could not save listing' : 'Could not unsave listing',
            description: errorMessage(error, 'Please try again'),
            variant: 'destructive',
          }),
      },
    );
  };
}
