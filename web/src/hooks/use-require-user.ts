import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useToast } from './use-toast';
import { confirmedUser } from '../api/get-user';

/**
 * Guard for actions that need a signed-in business: resolves whether one is signed in; if not, shows
 * 'Authentication required' with `reason` and goes to /auth. A click before the session has loaded (or, on a
 * server-rendered page, before the signed-in view replaced the visitor's) waits for it instead of taking the
 * business for a visitor.
 */
export function useRequireUser() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  return async (reason: string): Promise<boolean> => {
    const user = await confirmedUser(queryClient).catch(() => null);
    if (user) return true;
    toast({ title: 'Authentication required', description: reason, variant: 'destructive' });
    navigate('/auth');
    return false;
  };
}
