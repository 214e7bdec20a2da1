import { lazy, Suspense, useId, useState } from 'react';
import { browserOnly } from '../../../components/browser-only';
import { BUTTON } from '../../../components/button-styles';
import { Icon } from '../../../components/Icon';
import { useRequireUser } from '../../../hooks/use-require-user';
import { useUser } from '../../../api/get-user';
import { useNotificationPage } from '../api/list-notifications';

// Loaded on the first open: the header is on every page's first load.
const NotificationPanel = lazy(typeof window === 'undefined' ? browserOnly : () => import('./NotificationPanel').then((m) => ({ default: m.NotificationPanel })));

export const bellLabel = (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications');

/**
 * The header's bell: the unread count as a badge; a click opens the newest notifications. Signed out it
 * stays in place (the header keeps its layout) and asks to sign in, like other signed-in actions.
 */
export function NotificationBell() {
  const { data: user } = useUser();
  const requireUser = useRequireUser();
  const page = useNotificationPage(undefined, Boolean(user));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  const unread = user ? (page.data?.unread ?? 0) : 0;

  return (
    <>
      <button
        type="button"
        className={BUTTON.icon}
        aria-label={bellLabel(unread)}
        aria-haspopup="dialog"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? panelId : undefined}
        onClick={async (event) => {
          const button = event.currentTarget;
          if (!(await requireUser('You must be signed in to see your notifications.'))) return;
          setAnchor(button);
          setOpened(true);
        }}
      >
        <span className={BUTTON.badged}>
          <Icon icon="NotificationsNone" />
          {unread > 0 && <span className={BUTTON.badge}>{unread > 99 ? '99+' : unread}</span>}
        </span>
      </button>
      {opened && user && (
        <Suspense fallback={null}>
          <NotificationPanel id={panelId} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
