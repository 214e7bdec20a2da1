import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { errorMessage } from '../../../api/client';
import { useToast } from '../../../hooks/use-toast';
import { useLogout } from '../../../api/logout';
import { useUser } from '../../../api/get-user';
import { browserOnly } from '../../../components/browser-only';
import { deferred, serverPart } from '../../../components/deferred';
import { Icon } from '../../../components/Icon';
import { NAV_ITEMS } from './nav-items';
import { NAV, SHELL, SIDEBAR_WIDTH } from './shell-styles';

// Signed-in only: a visitor's first script does without it.
const SidebarLogout = deferred(typeof window === 'undefined' ? serverPart('SidebarLogout') : () => import('./SidebarLogout').then((m) => m.SidebarLogout));

// The phone's drawer (a modal with its transitions) loads the first time the menu opens.
const MenuDrawer = lazy(typeof window === 'undefined' ? browserOnly : () => import('./MenuDrawer').then((m) => ({ default: m.MenuDrawer })));

interface SidebarProps {
  open: boolean;
  onClose: () => void;
  /** Beside the inbox's link: its count of unread conversations (the app's layout passes in the inquiries feature's). */
  unreadThreads: ReactNode;
}

/**
 * Permanent from 768 px up; below, a drawer opened from the header's menu button. Which one shows is CSS, not
 * script, so the server's markup is right for every screen.
 */
export function Sidebar({ open, onClose, unreadThreads }: SidebarProps) {
  const opened = useRef(false);
  opened.current ||= open;
  const { pathname } = useLocation();
  const { data: user } = useUser();
  const logout = useLogout();
  const toast = useToast();

  const onLogout = () =>
    logout.mutate(undefined, {
      onSuccess: () => toast({ title: 'Logged out', description: 'You have been successfully logged out.', variant: 'success' }),
      onError: (error) => toast({ title: 'Logout failed', description: errorMessage(error, 'Logout failed'), variant: 'destructive' }),
      onSettled: onClose,
    });

  const content = (
    <nav aria-label="Main navigation" className={SHELL.nav}>
      <div className={SHELL.brand}>
        <p className={SHELL.brandName}>Surplus Doors</p>
        <span className={SHELL.tagline}>Pro supplier tool · zero waste</span>
      </div>
      <ul className={NAV.list}>
        {NAV_ITEMS.map(({ label, to, icon }) => {
          const current = to === '/' ? pathname === '/' : pathname.startsWith(to);
          return (
            <li key={to}>
              <Link to={to} className={current ? `${NAV.link} ${NAV.current}` : NAV.link} aria-current={current ? 'page' : undefined} onClick={onClose}>
                <span className={NAV.icon}>
                  <Icon icon={icon} color={current ? 'primary' : undefined} />
                </span>
                <span className={NAV.label}>{label}</span>
                {to === '/inbox' && (
                  <Suspense fallback={null}>
                    {unreadThreads}
                  </Suspense>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
      {user && (
        <Suspense fallback={null}>
          <SidebarLogout onLogout={onLogout} loggingOut={logout.isPending} />
        </Suspense>
      )}
    </nav>
  );

  return (
    <>
      {opened.current && (
        <Suspense fallback={null}>
          <MenuDrawer open={open} onClose={onClose} width={SIDEBAR_WIDTH}>
            {content}
          </MenuDrawer>
        </Suspense>
      )}
      <div className={SHELL.sidebar}>
        <div className={SHELL.sidebarPaper}>{content}</div>
      </div>
    </>
  );
}
