import LocalOfferIcon from '@mui/icons-material/LocalOfferOutlined';
import EventAvailableIcon from '@mui/icons-material/EventAvailableOutlined';
import HandshakeIcon from '@mui/icons-material/HandshakeOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { InquiryMessage } from '@surplus/shared';
import { lastUpdatedLabel } from '../../../lib/date-labels';

const iconOf = (event: InquiryMessage['event']) => {
  if (event?.startsWith('offer')) return LocalOfferIcon;
  if (event === 'handed_over' || event?.startsWith('transfer')) return HandshakeIcon;
  return EventAvailableIcon;
};

/** A line the conversation writes itself for a deal event (an offer made or answered, a hold made or ended, a handover). */
export function DealEventLine({ message }: { message: InquiryMessage }) {
  const Icon = iconOf(message.event);
  return (
    <Box component="li" sx={{ display: 'flex', justifyContent: 'center' }} data-event={message.event}>
      <Box
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 1,
          maxWidth: { xs: '100%', md: '80%' },
          px: 1.5,
          py: 0.5,
          borderRadius: 4,
          bgcolor: 'action.hover',
          color: 'text.secondary',
        }}
      >
        <Icon fontSize="small" aria-hidden />
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {message.body}{' '}
          <Typography component="span" variant="caption">
            · {lastUpdatedLabel(message.sentAt)}
          </Typography>
        </Typography>
      </Box>
    </Box>
  );
}
