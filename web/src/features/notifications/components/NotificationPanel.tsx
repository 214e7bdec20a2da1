import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NOTIFICATION_MENU_SIZE } from '@surplus/shared';
import { errorMessage } from '../../../api/client';
import { PlainButton } from '../../../components/PlainButton';
import { useNotificationPage } from '../api/list-notifications';
import { useMarkNotificationsRead } from '../../../api/mark-notifications-read';
import { useOpenNotification } from '../use-open-notification';
import { NotificationListItem } from './NotificationListItem';

interface NotificationPanelProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The bell's panel: the newest notifications (a click opens one), Mark all read and See all. */
export function NotificationPanel({ id, anchor, onClose }: NotificationPanelProps) {
  const page = useNotificationPage(undefined);
  const markRead = useMarkNotificationsRead();
  const openNotification = useOpenNotification();
  const unread = page.data?.unread ?? 0;
  const items = page.data?.items.slice(0, NOTIFICATION_MENU_SIZE) ?? [];

  return (
    <Popover
      open={Boolean(anchor)}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { id, role: 'dialog', 'aria-label': 'Notifications', sx: { width: 360, maxWidth: 'calc(100vw - 16px)' } } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          Notifications
        </Typography>
        <PlainButton size="small" disabled={unread === 0} onClick={() => markRead.mutate({ all: true })}>
          Mark all read
        </PlainButton>
      </Stack>
      <Divider />
      <Box sx={{ maxHeight: 'min(420px, 60vh)', overflowY: 'auto' }}>
        {page.isPending ? (
          <Typography sx={{ p: 2, color: 'text.secondary' }}>
            Loading notifications...
          </Typography>
        ) : page.error ? (
          <Typography sx={{ p: 2 }} color="error">
            Could not load notifications: {errorMessage(page.error, 'please try again')}
          </Typography>
        ) : items.length === 0 ? (
          <Typography sx={{ p: 2, color: 'text.secondary' }}>
            No notifications yet
          </Typography>
        ) : (
          <List dense disablePadding aria-label="Latest notifications">
            {items.map((notification) => (
              <NotificationListItem
                key={notification.id}
                notification={notification}
                onOpen={(chosen) => {
                  onClose();
                  openNotification(chosen);
                }}
              />
            ))}
          </List>
        )}
      </Box>
      <Divider />
      <Box sx={{ p: 1, textAlign: 'center' }}>
        <PlainButton to="/notifications" onClick={onClose} fullWidth>
          See all
        </PlainButton>
      </Box>
    </Popover>
  );
}
