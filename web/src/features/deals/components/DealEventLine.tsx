import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { InquiryMessage } from '@surplus/shared';
import { Icon } from '../../../components/Icon';
import type { IconName } from '../../../components/icon-paths';
import { lastUpdatedLabel } from '../../../lib/date-labels';

const iconOf = (event: InquiryMessage['event']): IconName => {
  if (event?.startsWith('offer')) return 'LocalOfferOutlined';
  if (event === 'handed_over' || event?.startsWith('transfer')) return 'HandshakeOutlined';
  return 'EventAvailableOutlined';
};

/** A line the conversation writes itself for a deal event (an offer made or answered, a hold made or ended, a handover). */
export function DealEventLine({ message }: { message: InquiryMessage }) {
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
        <Icon icon={iconOf(message.event)} fontSize="small" />
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
