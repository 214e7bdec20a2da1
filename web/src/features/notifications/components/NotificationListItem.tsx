import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { visuallyHidden } from '@mui/utils';
import type { UserNotification } from '@surplus/shared';
import { lastUpdatedLabel } from '../../../lib/date-labels';
import { notificationLines } from '../../../lib/notification-text';

/** One notification: unread ones bold with a dot, read ones muted. A click opens its listing. */
export function NotificationListItem({ notification, onOpen }: { notification: UserNotification; onOpen: (notification: UserNotification) => void }) {
  const { primary, secondary } = notificationLines(notification);
  const unread = !notification.read;
  return (
    <ListItem disablePadding>
      <ListItemButton onClick={() => onOpen(notification)} sx={{ alignItems: 'flex-start', gap: 1.5, bgcolor: unread ? 'action.hover' : undefined }}>
        <Box
          aria-hidden
          sx={{ mt: 1, width: 8, height: 8, borderRadius: '50%', flexShrink: 0, bgcolor: unread ? 'primary.main' : 'transparent' }}
        />
        <ListItemText
          primary={
            <>
              {primary}
              {unread && (
                <>
                  {' '}
                  <Box component="span" sx={visuallyHidden}>
                    (unread)
                  </Box>
                </>
              )}
            </>
          }
          secondary={`${secondary} · ${lastUpdatedLabel(notification.createdAt)}`}
          slotProps={{
            primary: { sx: { fontWeight: unread ? 700 : 400, color: unread ? 'text.primary' : 'text.secondary', overflowWrap: 'anywhere' } },
            secondary: { sx: { overflowWrap: 'anywhere' } },
          }}
        />
      </ListItemButton>
    </ListItem>
  );
}
