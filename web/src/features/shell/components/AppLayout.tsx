import Box from '@mui/material/Box';
import { Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { deferred, serverPart } from '../../../components/deferred';
import { PageSpinner } from '../../../components/PageSpinner';
import { useSessionUser } from '../../auth';
import { Header } from './Header';
import { Sidebar } from './Sidebar';

// The socket's code (and the notices it shows) and the footer, below the fold, load beside the page's first script.
const LiveUpdates = deferred(typeof window === 'undefined' ? serverPart('LiveUpdates') : () => import('../../live-updates').then((m) => m.LiveUpdates));
const Footer = deferred(typeof window === 'undefined' ? serverPart('Footer') : () => import('./Footer').then((m) => m.Footer));

export function AppLayout() {
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Sidebar open={menuOpen} onClose={() => setMenuOpen(false)} />
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Header onOpenMenu={() => setMenuOpen(true)} />
        <Box component="main" id="main" sx={{ flexGrow: 1, p: { xs: 2, md: 3 } }}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
            <SessionUser />
          </Suspense>
        </Box>
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
        <Suspense fallback={null}>
          <LiveUpdates />
        </Suspense>
      </Box>
    </Box>
  );
}

/**
 * Inside the page's boundary: its effect runs once the page itself is hydrated. The signed-in user arriving any
 * earlier would change the markup of a part still being hydrated, and React would render the page again from scratch.
 * It also marks the document ready (`<html data-ready>`): from then on the page's controls answer input.
 */
function SessionUser() {
  useSessionUser();
  useEffect(() => {
    document.documentElement.dataset.ready = '';
  }, []);
  return null;
}
