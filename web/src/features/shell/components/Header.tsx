import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloseIcon from '@mui/icons-material/Close';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { initials } from '@surplus/shared';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/client';
import { useUser } from '../../auth/api/get-user';
import { useLogout } from '../../auth/api/logout';
import { NotificationBell } from '../../notifications/components/NotificationBell';
import { HeaderSearch } from '../../search/components/HeaderSearch';
import { useToast } from '../../toasts/toast-context';

interface HeaderProps {
  mobile: boolean;
  onOpenMenu: () => void;
}

/** Below 768 px the search box sits behind a search button and opens across the whole bar, placeholder and all. */
export function Header({ mobile, onOpenMenu }: HeaderProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // A page opened with a search shows it.
  const [searchOpen, setSearchOpen] = useState(() => params.has('q'));
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
          <HeaderSearch autoFocus={!params.has('q')} />
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
        {mobile && (
          <IconButton edge="start" aria-label="Open menu" onClick={onOpenMenu}>
            <MenuIcon />
          </IconButton>
        )}
        {pathname !== '/' && (
          <Button startIcon={<ArrowBackIcon />} onClick={() => navigate('/')} aria-label="Back to home" sx={{ minWidth: 0 }}>
            {mobile ? '' : 'Back'}
          </Button>
        )}
        {mobile ? (
          <>
            <Box sx={{ flexGrow: 1 }} />
            <IconButton aria-label="Search inventory" onClick={() => setSearchOpen(true)}>
              <SearchIcon />
            </IconButton>
          </>
        ) : (
          <>
            <HeaderSearch />
            <Box sx={{ flexGrow: 1 }} />
          </>
        )}
        <NotificationBell />
        {user ? (
          <>
            {mobile ? (
              <IconButton component={RouterLink} to="/account" aria-label={`Account settings of ${user.businessName}`} sx={{ p: 0.5 }}>
                <Avatar sx={{ width: 34, height: 34, bgcolor: 'secondary.main', color: 'secondary.contrastText', fontSize: 14 }}>{initials(user.businessName)}</Avatar>
              </IconButton>
            ) : (
              <Link component={RouterLink} to="/account" variant="body2" color="inherit" underline="hover" title="Account settings" sx={{ fontWeight: 600, maxWidth: 200 }} noWrap>
                {user.businessName}
              </Link>
            )}
            {mobile ? (
              <IconButton aria-label={logout.isPending ? 'Signing out...' : 'Sign Out'} onClick={onSignOut} disabled={logout.isPending}>
                <LogoutIcon />
              </IconButton>
            ) : (
              <Button variant="outlined" size="small" onClick={onSignOut} disabled={logout.isPending} sx={{ whiteSpace: 'nowrap' }}>
                {logout.isPending ? 'Signing out...' : 'Sign Out'}
              </Button>
            )}
          </>
        ) : (
          <Button variant="contained" size="small" onClick={() => navigate('/auth')} sx={{ whiteSpace: 'nowrap' }}>
            Sign In
          </Button>
        )}
      </Toolbar>
    </AppBar>
  );
}
