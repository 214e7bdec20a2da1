import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../../components/PageSpinner';
import { useUser } from '../../../api/get-user';
import { forgetPreviousPath, rememberPreviousPath } from '../previous-path';

/** Spinner while the session loads; signed out: remember where we were and go to /auth. */
export function ProtectedRoute() {
  const { data: user, isPending } = useUser();
  const { pathname, search } = useLocation();
  const signedIn = Boolean(user);

  useEffect(() => {
    if (signedIn) forgetPreviousPath();
  }, [signedIn]);

  if (isPending) return <PageSpinner label="Checking your session" />;
  if (!user) {
    // Signed out while a navigation away is landing (deleting the account goes home): let it land.
    if (window.location.pathname !== pathname) return null;
    rememberPreviousPath(`${pathname}${search}`);
    return <Navigate to="/auth" replace />;
  }
  return <Outlet />;
}
