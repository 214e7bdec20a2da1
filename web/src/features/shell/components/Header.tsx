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
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/client';
import { useToast } from '../../../hooks/use-toast';
import { useLogout, useUser } from '../../auth';
import { NotificationBell } from '../../notifications';
import { HeaderSearch } from '../../search';

interface HeaderProps {
  onOpenMenu: () => void;
}

const PHONE_ONLY = { display: { md: 'none' } } as const;
const WIDE_ONLY = { display: { xs: 'none', md: 'inline-flex' } } as const;

/**
 * Below 768 px the search box sits behind a search button and opens across the whole bar, placeholder and all.
 * The bar's phone and wide layouts are CSS, so the server's markup is right for every screen; the open search
 * is the one state that needs script.
 */
export function Header({ onOpenMenu }: HeaderProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const mobile = useMediaQuery(useTheme().breakpoints.down('md'));
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
          <HeaderSearch />
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <IconButton aria-label="Search inventory" onClick={() => setSearchOpen(true)} sx={PHONE_ONLY}>
          <SearchIcon />
        </IconButton>
        <NotificationBell />
        {user ? (
          <>
            <IconButton component={RouterLink} to="/account" aria-label={`Account settings of ${user.businessName}`} sx={{ p: 0.5, ...PHONE_ONLY }}>
              <Avatar sx={{ width: 34, height: 34, bgcolor: 'secondary.main', color: 'secondary.contrastText', fontSize: 14 }}>{initials(user.businessName)}</Avatar>
            </IconButton>
            <Link component={RouterLink} to="/account" variant="body2" color="inherit" underline="hover" title="Account settings" sx={{ fontWeight: 600, maxWidth: 200, display: { xs: 'none', md: 'block' } }} noWrap>
              {user.businessName}
            </Link>
            <IconButton aria-label={logout.isPending ? 'Signing out...' : 'Sign Out'} onClick={onSignOut} disabled={logout.isPending} sx={PHONE_ONLY}>
              <LogoutIcon />
            </IconButton>
            <Button variant="outlined" size="small" onClick={onSignOut} disabled={logout.isPending} sx={{ whiteSpace: 'nowrap', ...WIDE_ONLY }}>
              {logout.isPending ? 'Signing out...' : 'Sign Out'}
            </Button>
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
