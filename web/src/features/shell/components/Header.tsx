import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/client';
import { useToast } from '../../../hooks/use-toast';
import { useLogout } from '../../../api/logout';
import { useUser } from '../../../api/get-user';
import { BUTTON } from '../../../components/button-styles';
import { PlainButton } from '../../../components/PlainButton';
import { deferred, serverPart } from '../../../components/deferred';
import { Icon } from '../../../components/Icon';
import { SHELL } from './shell-styles';

// Hydrated on its own once its code arrives: a page's first script carries none of it.
const AccountControls = deferred(typeof window === 'undefined' ? serverPart('AccountControls') : () => import('./AccountControls').then((m) => m.AccountControls));

interface HeaderProps {
  onOpenMenu: () => void;
  /** The search box, given focus when `autoFocus` (the app's layout passes in the search feature's). */
  search: (props: { autoFocus?: boolean }) => ReactNode;
  /** The notification bell (the app's layout passes in the notifications feature's). */
  notifications: ReactNode;
}

/**
 * Below 768 px the search box sits behind a search button and opens across the whole bar, placeholder and all.
 * The bar's phone and wide layouts are CSS, so the server's markup is right for every screen; the open search
 * is the one state that needs script.
 */
export function Header({ onOpenMenu, search, notifications }: HeaderProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // The browser's own answer from the first render on: the markup is the same either way until the search opens.
  const mobile = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const [searchOpen, setSearchOpen] = useState(false);
  // A page opened with a search shows it (once hydrated: the server cannot know the screen).
  useEffect(() => {
    if (params.has('q')) setSearchOpen(true);
    // Only the URL the page opened with.
  }, []);
  const { data: user } = useUser();
  const logout = useLogout();
  const toast = useToast();

  const onSignOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        toast({ title: 'Signed out', description: 'You have been successfully signed out', variant: 'success' });
        navigate('/');
      },
      onError: (error) => toast({ title: 'Sign out failed', description: errorMessage(error, 'Sign out failed'), variant: 'destructive' }),
    });

  if (mobile && searchOpen) {
    return (
      <header className={SHELL.bar}>
        <div className={SHELL.toolbar}>
          <Suspense fallback={null}>
            {search({ autoFocus: !params.has('q') })}
          </Suspense>
          <button type="button" className={BUTTON.icon} aria-label="Close search" onClick={() => setSearchOpen(false)}>
            <Icon icon="Close" />
          </button>
        </div>
      </header>
    );
  }

  return (
    <header className={SHELL.bar}>
      <div className={SHELL.toolbar}>
        <button type="button" className={`${BUTTON.icon} ${BUTTON.edgeStart} ${SHELL.phoneOnly}`} aria-label="Open menu" onClick={onOpenMenu}>
          <Icon icon="Menu" />
        </button>
        {pathname !== '/' && (
          <PlainButton className={SHELL.back} startIcon={<Icon icon="ArrowBack" />} onClick={() => navigate('/')} aria-label="Back to home">
            <span className={SHELL.wideOnly}>Back</span>
          </PlainButton>
        )}
        <div className={SHELL.searchSlot}>
          <Suspense fallback={null}>
            {search({})}
          </Suspense>
        </div>
        <div className={SHELL.spacer} />
        <button type="button" className={`${BUTTON.icon} ${SHELL.phoneOnly}`} aria-label="Search inventory" onClick={() => setSearchOpen(true)}>
          <Icon icon="Search" />
        </button>
        <Suspense fallback={null}>
          {notifications}
        </Suspense>
        {user ? (
          <Suspense fallback={null}>
            <AccountControls user={user} onSignOut={onSignOut} signingOut={logout.isPending} />
          </Suspense>
        ) : (
          // Not while the session is still unknown (a signed-in page's first paint): a member would see Sign In flash.
          user === null && (
            <PlainButton variant="contained" size="small" noWrap onClick={() => navigate('/auth')}>
              Sign In
            </PlainButton>
          )
        )}
      </div>
    </header>
  );
}
