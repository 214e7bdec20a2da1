import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/client';
import { useToast } from '../../../hooks/use-toast';
import { useLogout, useUser } from '../../auth';
import { PHONE_ONLY, WIDE_ONLY } from './header-layout';
import { deferred, serverPart } from '../../../components/deferred';

// Hydrated on their own once their code arrives: a page's first script carries none of them.
const HeaderSearch = deferred(typeof window === 'undefined' ? serverPart('HeaderSearch') : () => import('../../search').then((m) => m.HeaderSearch));
const NotificationBell = deferred(
  typeof window === 'undefined' ? serverPart('NotificationBell') : () => import('../../notifications').then((m) => m.NotificationBell),
);
const AccountControls = deferred(typeof window === 'undefined' ? serverPart('AccountControls') : () => import('./AccountControls').then((m) => m.AccountControls));

interface HeaderProps {
  onOpenMenu: () => void;
}

/**
 * Below 768 px the search box sits behind a search button and opens across the whole bar, placeholder and all.
 * The bar's phone and wide layouts are CSS, so the server's markup is right for every screen; the open search
 * is the one state that needs script.
 */
export function Header({ onOpenMenu }: HeaderProps) {
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
      <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 0.5, minHeight: { xs: 60 }, px: 1 }}>
          <Suspense fallback={null}>
            <HeaderSearch autoFocus={!params.has('q')} />
          </Suspense>
          <IconButton aria-label="Close search" onClick={() => setSearchOpen(false)}>
            <CloseIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
    );
  }

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: { xs: 0.5, md: 1 }, minHeight: { xs: 60 }, px: { xs: 1, md: 2 } }}>
        <IconButton edge="start" aria-label="Open menu" onClick={onOpenMenu} sx={PHONE_ONLY}>
          <MenuIcon />
        </IconButton>
        {pathname !== '/' && (
          <Button startIcon={<ArrowBackIcon />} onClick={() => navigate('/')} aria-label="Back to home" sx={{ minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, md: 1 } } }}>
            <Box component="span" sx={WIDE_ONLY}>
              Back
            </Box>
          </Button>
        )}
        <Box sx={{ display: { xs: 'none', md: 'flex' }, flexGrow: 1, maxWidth: 480 }}>
          <Suspense fallback={null}>
            <HeaderSearch />
          </Suspense>
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <IconButton aria-label="Search inventory" onClick={() => setSearchOpen(true)} sx={PHONE_ONLY}>
          <SearchIcon />
        </IconButton>
        <Suspense fallback={null}>
          <NotificationBell />
        </Suspense>
        {user ? (
          <Suspense fallback={null}>
            <AccountControls user={user} onSignOut={onSignOut} signingOut={logout.isPending} />
          </Suspense>
        ) : (
          <Button variant="contained" size="small" onClick={() => navigate('/auth')} sx={{ whiteSpace: 'nowrap' }}>
            Sign In
          </Button>
        )}
      </Toolbar>
    </AppBar>
  );
}
