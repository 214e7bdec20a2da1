import GlobalStyles from '@mui/material/GlobalStyles';
import { Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { installActionTooltips } from '../../../components/action-tooltips';
import { deferred, serverPart } from '../../../components/deferred';
import { PageSpinner } from '../../../components/PageSpinner';
import { useSessionUser } from '../../auth';
import { Header } from './Header';
import { SHELL, shellStyles } from './shell-styles';
import { Sidebar } from './Sidebar';

// The socket's code (and the notices it shows) and the footer, below the fold, load beside the page's first script.
const LiveUpdates = deferred(typeof window === 'undefined' ? serverPart('LiveUpdates') : () => import('../../live-updates').then((m) => m.LiveUpdates));
const Footer = deferred(typeof window === 'undefined' ? serverPart('Footer') : () => import('./Footer').then((m) => m.Footer));

export function AppLayout() {
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <div className={SHELL.layout}>
      <GlobalStyles styles={shellStyles} />
      <Sidebar open={menuOpen} onClose={() => setMenuOpen(false)} />
      <div className={SHELL.column}>
        <Header onOpenMenu={() => setMenuOpen(true)} />
        <main id="main" className={SHELL.main}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
            <SessionUser />
          </Suspense>
        </main>
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
        <Suspense fallback={null}>
          <LiveUpdates />
        </Suspense>
      </div>
    </div>
  );
}

/**
 * Inside the page's boundary: its effect runs once the page itself is hydrated. The signed-in user arriving any
 * earlier would change the markup of a part still being hydrated, and React would render the page again from scratch.
 * It also marks the document ready (`<html data-ready>`): from then on the page's controls answer input, and their
 * tooltips show (installed only now: an open one moves its button's title, which hydration must find in place).
 */
function SessionUser() {
  useSessionUser();
  useEffect(() => {
    document.documentElement.dataset.ready = '';
    return installActionTooltips(document);
  }, []);
  return null;
}
