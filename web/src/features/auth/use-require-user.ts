import { useNavigate } from 'react-router';
import { useToast } from '../toasts/toast-context';
import { useUser } from './api/get-user';

/**
 * Guard for actions that need a signed-in business: returns whether one is signed in; if not, shows
 * 'Authentication required' with `reason` and goes to /auth.
 */
export function useRequireUser() {
  const { data: user } = useUser();
  const toast = useToast();
  const navigate = useNavigate();
  return (reason: string): boolean => {
    if (user) return true;
    toast({ title: 'Authentication required', description: reason, variant: 'destructive' });
    navigate('/auth');
    return false;
  };
}
