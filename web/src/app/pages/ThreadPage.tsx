import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { apiErrorStatus, type InquiryMessage } from '@surplus/shared';
import { Link as RouterLink, useParams } from 'react-router';
import { errorMessage } from '../../api/client';
import { Icon } from '../../components/Icon';
import { Notice } from '../../components/Notice';
import { PlainButton } from '../../components/PlainButton';
import { lastUpdatedLabel } from '../../lib/date-labels';
import { DealEventLine } from '../../features/deals/components/DealEventLine';
import { ThreadDeals } from '../../features/deals/components/ThreadDeals';
import { useInquiry } from '../../features/inquiries/api/get-inquiry';
import { useReadThreadNotifications } from '../../features/inquiries/use-read-thread-notifications';
import { ReplyBox } from '../../features/inquiries/components/ReplyBox';

function MessageBubble({ message, otherName }: { message: InquiryMessage; otherName: string }) {
  const mine = message.from === 'me';
  return (
    <Box component="li" sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }}>
      <Paper
        variant="outlined"
        sx={{ maxWidth: { xs: '90%', md: '70%' }, px: 2, py: 1.25, bgcolor: mine ? 'primary.main' : 'background.paper', color: mine ? 'primary.contrastText' : 'text.primary' }}
      >
        <Typography variant="caption" component="p" sx={{ opacity: 0.85, mb: 0.5 }}>
          {mine ? 'You' : otherName} · {lastUpdatedLabel(message.sentAt)}
        </Typography>
        {/* Plain text as sent: React escapes it, and line breaks stay. */}
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.body}</Typography>
      </Paper>
    </Box>
  );
}

/** /inbox/:id: one conversation, its offers and holds, then its messages oldest first (deal events as lines of their own), and the reply box. */
export function ThreadPage() {
  const id = useParams().id ?? '';
  const thread = useInquiry(id);
  useReadThreadNotifications(id, thread.data?.messages.length);
  const back = (
    <Box sx={{ mb: 2 }}>
      <PlainButton to="/inbox" startIcon={<Icon icon="ArrowBack" />}>
        Inbox
      </PlainButton>
    </Box>
  );
  if (thread.error) {
    const missing = apiErrorStatus(thread.error) === 404;
    return (
      <>
        {back}
        <Notice severity={missing ? 'info' : 'error'}>
          {missing ? 'Conversation not found.' : `Could not load the conversation: ${errorMessage(thread.error, 'please try again')}`}
        </Notice>
      </>
    );
  }
  if (!thread.data) {
    return (
      <Stack spacing={1} aria-busy>
        <Skeleton width="40%" height={48} />
        <Skeleton variant="rounded" height={80} />
        <Skeleton variant="rounded" height={80} />
      </Stack>
    );
  }
  const { item, otherParty, role, messages } = thread.data;
  return (
    <>
      {back}
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' }, overflowWrap: 'anywhere' }}>
        <Link component={RouterLink} to={`/item/${item.id}`} color="inherit" underline="hover">
          {item.name}
        </Link>
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        {role === 'buyer' ? 'Your conversation with ' : 'A question from '}
        {otherParty.id === null ? (
          otherParty.businessName
        ) : (
          <Link component={RouterLink} to={`/business/${otherParty.id}`}>
            {otherParty.businessName}
          </Link>
        )}
      </Typography>
      <ThreadDeals thread={thread.data} />
      <Stack component="ol" aria-label="Messages" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0, mb: 3 }}>
        {messages.map((message) =>
          message.event ? <DealEventLine key={message.id} message={message} /> : <MessageBubble key={message.id} message={message} otherName={otherParty.businessName} />,
        )}
      </Stack>
      {otherParty.id === null ? <Notice severity="info">This business has deleted its account: it cannot get replies.</Notice> : <ReplyBox threadId={thread.data.id} />}
    </>
  );
}
