import { Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { installActionTooltips } from '../components/action-tooltips';
import { deferred, serverPart } from '../components/deferred';
import { PageSpinner } from '../components/PageSpinner';
import { useSessionUser } from '../features/auth/use-session-user';
import { Header } from '../features/shell/components/Header';
import { SHELL } from '../features/shell/components/shell-styles';
import { Sidebar } from '../features/shell/components/Sidebar';

// Hydrated on their own once their code arrives: a page's first script carries none of them. The search box and the
// bell sit in the header, the count of unread conversations beside the sidebar's inbox link (signed in only).
const HeaderSearch = deferred(typeof window === 'undefined' ? serverPart('HeaderSearch') : () => import('../features/search').then((m) => m.HeaderSearch));
const NotificationBell = deferred(
  typeof window === 'undefined' ? serverPart('NotificationBell') : () => import('../features/notifications').then((m) => m.NotificationBell),
);
const UnreadThreadsChip = deferred(
  typeof window === 'undefined' ? serverPart('UnreadThreadsChip') : () => import('../features/inquiries').then((m) => m.UnreadThreadsChip),
);
// The socket's code (and the notices it shows) and the footer, below the fold, load beside the page's first script.
const LiveUpdates = deferred(typeof window === 'undefined' ? serverPart('LiveUpdates') : () => import('../features/live-updates').then((m) => m.LiveUpdates));
const Footer = deferred(typeof window === 'undefined' ? serverPart('Footer') : () => import('../features/shell/components/Footer').then((m) => m.Footer));

/** Every page's frame: the shell's sidebar and header, with the parts other features give them, the page, and the footer. */
export function AppLayout() {
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <div className={SHELL.layout}>
      <Sidebar open={menuOpen} onClose={() => setMenuOpen(false)} unreadThreads={<UnreadThreadsChip />} />
      <div className={SHELL.column}>
        <Header onOpenMenu={() => setMenuOpen(true)} search={(props) => <HeaderSearch {...props} />} notifications={<NotificationBell />} />
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
