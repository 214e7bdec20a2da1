import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { errorMessage } from '../../../api/client';
import { Notice } from '../../../components/Notice';
import { PageHeading } from '../../../components/PageHeading';
import { Pager } from '../../../components/Pager';
import { PlainButton } from '../../../components/PlainButton';
import { useCursorPages } from '../../../hooks/use-cursor-pages';
import { useNotificationPage } from '../api/list-notifications';
import { useMarkNotificationsRead } from '../../../api/mark-notifications-read';
import { useOpenNotification } from '../use-open-notification';
import { NotificationListItem } from './NotificationListItem';

/** Every notification of the signed-in user, newest first, a page at a time. */
export function NotificationsPage() {
  const pages = useCursorPages();
  const page = useNotificationPage(pages.cursor);
  const markRead = useMarkNotificationsRead();
  const openNotification = useOpenNotification();
  const listTop = useRef<HTMLDivElement>(null);
  const unread = page.data?.unread ?? 0;
  const items = page.data?.items ?? [];

  return (
    <>
      <PageHeading
        title="Notifications"
        subtitle={page.data ? (unread > 0 ? `${unread} unread` : 'All caught up') : undefined}
        actions={
          <PlainButton variant="outlined" disabled={unread === 0 || markRead.isPending} onClick={() => markRead.mutate({ all: true })}>
            Mark all read
          </PlainButton>
        }
      />
      <Paper ref={listTop} variant="outlined" sx={{ scrollMarginTop: 72 }}>
        {page.isPending ? (
          <Stack aria-hidden sx={{ p: 2, gap: 1 }}>
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} variant="rounded" height={56} />
            ))}
          </Stack>
        ) : page.error ? (
          <Notice severity="error">Could not load notifications: {errorMessage(page.error, 'please try again')}</Notice>
        ) : items.length === 0 ? (
          <Typography sx={{ py: 6, px: 2, textAlign: 'center', color: 'text.secondary' }}>
            {pages.cursor ? 'No more notifications.' : 'No notifications yet. Save listings or searches to hear about changes and new matches.'}
          </Typography>
        ) : (
          <List aria-label="Notifications" disablePadding sx={{ opacity: page.isPlaceholderData ? 0.6 : 1, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}>
            {items.map((notification) => (
              <NotificationListItem key={notification.id} notification={notification} onOpen={openNotification} />
            ))}
          </List>
        )}
        <Pager {...pages.pager(page.isPlaceholderData ? undefined : page.data?.nextCursor)} listTop={listTop} />
      </Paper>
    </>
  );
}
