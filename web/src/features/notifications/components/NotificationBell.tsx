import NotificationsIcon from '@mui/icons-material/NotificationsNone';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NOTIFICATION_MENU_SIZE } from '@surplus/shared';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../api/client';
import { useUser } from '../../auth/api/get-user';
import { useRequireUser } from '../../auth/use-require-user';
import { useNotificationPage } from '../api/list-notifications';
import { useMarkNotificationsRead } from '../api/mark-read';
import { useOpenNotification } from '../use-open-notification';
import { NotificationListItem } from './NotificationListItem';

export const bellLabel = (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications');

/**
 * The header's bell: the unread count as a badge, and a panel of the newest notifications with Mark all
 * read and See all. Signed out it stays in place (the header keeps its layout) and asks to sign in.
 */
export function NotificationBell() {
  const { data: user } = useUser();
  const requireUser = useRequireUser();
  const page = useNotificationPage(undefined, Boolean(user));
  const markRead = useMarkNotificationsRead();
  const openNotification = useOpenNotification();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const unread = user ? (page.data?.unread ?? 0) : 0;
  const items = page.data?.items.slice(0, NOTIFICATION_MENU_SIZE) ?? [];
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        aria-label={bellLabel(unread)}
        aria-haspopup="dialog"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? panelId : undefined}
        onClick={(event) => {
          if (requireUser('You must be signed in to see your notifications.')) setAnchor(event.currentTarget);
        }}
      >
        <Badge badgeContent={unread} color="error" max={99}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { id: panelId, role: 'dialog', 'aria-label': 'Notifications', sx: { width: 360, maxWidth: 'calc(100vw - 16px)' } } }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            Notifications
          </Typography>
          <Button size="small" disabled={unread === 0} onClick={() => markRead.mutate({ all: true })}>
            Mark all read
          </Button>
        </Stack>
        <Divider />
        <Box sx={{ maxHeight: 'min(420px, 60vh)', overflowY: 'auto' }}>
          {page.isPending ? (
            <Typography sx={{ p: 2 }} color="text.secondary">
              Loading notifications...
            </Typography>
          ) : page.error ? (
            <Typography sx={{ p: 2 }} color="error">
              Could not load notifications: {errorMessage(page.error, 'please try again')}
            </Typography>
          ) : items.length === 0 ? (
            <Typography sx={{ p: 2 }} color="text.secondary">
              No notifications yet
            </Typography>
          ) : (
            <List dense disablePadding aria-label="Latest notifications">
              {items.map((notification) => (
                <NotificationListItem
                  key={notification.id}
                  notification={notification}
                  onOpen={(chosen) => {
                    close();
                    openNotification(chosen);
                  }}
                />
              ))}
            </List>
          )}
        </Box>
        <Divider />
        <Box sx={{ p: 1, textAlign: 'center' }}>
          <Button component={RouterLink} to="/notifications" onClick={close} fullWidth>
            See all
          </Button>
        </Box>
      </Popover>
    </>
  );
}
