import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { imageVariantUrl, initials, type InquirySummary } from '@surplus/shared';
import { useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../api/client';
import { Notice } from '../../../components/Notice';
import { PageHeading } from '../../../components/PageHeading';
import { Pager } from '../../../components/Pager';
import { useCursorPages } from '../../../hooks/use-cursor-pages';
import { lastUpdatedLabel } from '../../../lib/date-labels';
import { useInquiryPage } from '../api/list-inquiries';

function ThreadRow({ thread }: { thread: InquirySummary }) {
  const thumbnail = thread.item.imageUrl ? imageVariantUrl(thread.item.imageUrl, 'thumb') : undefined;
  return (
    <ListItem disablePadding>
      <ListItemButton component={RouterLink} to={`/inbox/${thread.id}`} sx={{ alignItems: 'flex-start', py: 1.5 }}>
        <ListItemAvatar>
          <Avatar variant="rounded" src={thumbnail ?? undefined} alt="" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            {initials(thread.otherParty.businessName)}
          </Avatar>
        </ListItemAvatar>
        <ListItemText
          primary={
            <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography component="span" sx={{ fontWeight: thread.unread ? 800 : 600, overflowWrap: 'anywhere' }}>
                {thread.otherParty.businessName}
              </Typography>
              {thread.unread && <Chip label="New" color="secondary" size="small" />}
              <Typography component="span" variant="caption" sx={{ color: 'text.secondary', ml: 'auto' }}>
                {lastUpdatedLabel(thread.updatedAt)}
              </Typography>
            </Stack>
          }
          secondary={
            <>
              <Typography component="span" variant="body2" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                {thread.role === 'buyer' ? 'You asked about' : 'Asks about'} {thread.item.name}
              </Typography>
              <Typography component="span" variant="body2" sx={{ color: 'text.secondary', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' }}>
                {thread.lastMessage}
              </Typography>
            </>
          }
          slotProps={{ primary: { component: 'div' }, secondary: { component: 'div' } }}
        />
      </ListItemButton>
    </ListItem>
  );
}

/** /inbox: the signed-in business's conversations, newest activity first, unread ones marked. */
export function InboxPage() {
  const pages = useCursorPages();
  const page = useInquiryPage(pages.cursor);
  const listTop = useRef<HTMLDivElement>(null);
  const unread = page.data?.unreadThreads ?? 0;
  const items = page.data?.items ?? [];
  return (
    <>
      <PageHeading title="Inbox" subtitle={page.data ? (unread > 0 ? `${unread} unread` : 'All caught up') : undefined} />
      <Paper ref={listTop} variant="outlined" sx={{ scrollMarginTop: 72 }}>
        {page.isPending ? (
          <Stack aria-hidden sx={{ p: 2, gap: 1 }}>
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} variant="rounded" height={64} />
            ))}
          </Stack>
        ) : page.error ? (
          <Notice severity="error">Could not load your inbox: {errorMessage(page.error, 'please try again')}</Notice>
        ) : items.length === 0 ? (
          <Typography sx={{ py: 6, px: 2, textAlign: 'center', color: 'text.secondary' }}>
            {pages.cursor ? 'No more conversations.' : 'No conversations yet. Use "Ask the seller" on a listing to start one.'}
          </Typography>
        ) : (
          <List aria-label="Conversations" disablePadding sx={{ opacity: page.isPlaceholderData ? 0.6 : 1, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}>
            {items.map((thread) => (
              <ThreadRow key={thread.id} thread={thread} />
            ))}
          </List>
        )}
        <Pager {...pages.pager(page.isPlaceholderData ? undefined : page.data?.nextCursor)} listTop={listTop} />
      </Paper>
    </>
  );
}
