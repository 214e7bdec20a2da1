import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DealRole, Transfer } from '@surplus/shared';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../api/client';
import { PlainButton } from '../../../components/PlainButton';
import { useToast } from '../../../hooks/use-toast';
import { unitsLabel } from '../../../lib/format';
import { useConfirmTransfer } from '../api/confirm-transfer';
import { dealDateLabel, transferFigures, transferStatus } from '../deal-labels';
import { CancelTransferDialog } from './CancelTransferDialog';
import { ReportProblemDialog } from './ReportProblemDialog';
import { ReviewDialog } from './ReviewDialog';

/** The dates a transfer has reached, as its card lists them. */
function transferDates(transfer: Transfer, role: DealRole): string[] {
  const selfReported = transfer.status === 'self-reported';
  const dates = [`${selfReported ? 'Recorded' : 'Handed over'} ${dealDateLabel(transfer.handedOverAt)}`];
  if (transfer.status === 'awaiting-confirmation' && transfer.confirmBy) {
    dates.push(`${role === 'buyer' ? 'Confirm by' : 'Confirms itself on'} ${dealDateLabel(transfer.confirmBy)}`);
  }
  if (transfer.confirmedAt) dates.push(`Confirmed ${dealDateLabel(transfer.confirmedAt)}`);
  if (transfer.cancelledAt) dates.push(`Cancelled ${dealDateLabel(transfer.cancelledAt)}`);
  return dates;
}

/** Where a confirmed transfer's review stands for the reader: to write, sent and waiting, or published. */
function reviewState(transfer: Transfer, role: DealRole, now = Date.now()): 'write' | 'sent' | 'published' | null {
  if (transfer.status !== 'confirmed' || !transfer.reviewBy) return null;
  const open = new Date(transfer.reviewBy).getTime() > now;
  if (transfer.reviewedBy.includes(role)) return transfer.reviewedBy.length === 2 || !open ? 'published' : 'sent';
  return open ? 'write' : null;
}

/**
 * One transfer as its buyer or seller sees it: the listing, the other party, what changed hands and its weight,
 * status and dates, the note and any problem reported; Confirm received and Report a problem for the buyer,
 * Cancel transfer for the seller until it is confirmed, and Leave a review for either once it is.
 */
export function TransferCard({ transfer, role }: { transfer: Transfer; role: DealRole }) {
  const titleId = useId();
  const toast = useToast();
  const confirm = useConfirmTransfer();
  const [dialog, setDialog] = useState<'problem' | 'cancel' | 'review' | null>(null);
  const other = role === 'buyer' ? transfer.seller : transfer.buyer;
  const status = transferStatus(transfer);
  const pending = transfer.status === 'awaiting-confirmation' || transfer.status === 'disputed';
  const review = reviewState(transfer, role);
  const buyerActs = role === 'buyer' && pending;
  const sellerActs = role === 'seller' && pending;

  const onConfirm = async () => {
    try {
      await confirm.mutateAsync(transfer);
      toast({ title: 'Receipt confirmed', description: `${unitsLabel(transfer.quantity)} of ${transfer.itemName} from ${transfer.seller.businessName}.`, variant: 'success' });
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Please try again'), variant: 'destructive' });
    }
  };

  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{
        p: 2,
        display: 'grid',
        gap: { xs: 1.5, md: 2 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1.6fr) minmax(0, 1.4fr) auto' },
        alignItems: 'center',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography id={titleId} component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={`/item/${transfer.itemId}`} underline="hover" sx={{ display: 'inline-block', minHeight: 24, py: '1px' }}>
            {transfer.itemName}
          </Link>
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {role === 'buyer' ? 'Seller' : 'Buyer'}:{' '}
          {other.id === null ? (
            other.businessName
          ) : (
            <Link component={RouterLink} to={`/business/${other.id}`}>
              {other.businessName}
            </Link>
          )}
        </Typography>
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{transferFigures(transfer)}</Typography>
        <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
          <Chip size="small" label={status.label} color={status.color} />
          {transferDates(transfer, role).map((date) => (
            <Typography key={date} component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              {date}
            </Typography>
          ))}
        </Stack>
      </Box>
      {/* Before the actions, to be read first; on wide screens a row of its own below them. */}
      {(transfer.note || transfer.disputeMessage || review === 'sent' || review === 'published') && (
        <Stack spacing={0.75} sx={{ gridColumn: '1 / -1', gridRow: { md: 2 }, minWidth: 0 }}>
          {transfer.note && <Quote label="Note">{transfer.note}</Quote>}
          {transfer.disputeMessage && <Quote label="Problem reported">{transfer.disputeMessage}</Quote>}
          {review === 'sent' && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Review sent: it appears when both of you have reviewed, or on {dealDateLabel(transfer.reviewBy!)}.
            </Typography>
          )}
          {review === 'published' && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Review published.
            </Typography>
          )}
        </Stack>
      )}
      {(buyerActs || sellerActs || review === 'write') && (
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', justifyContent: { md: 'flex-end' } }}>
          {buyerActs && (
            <PlainButton size="small" variant="contained" disabled={confirm.isPending} onClick={() => void onConfirm()}>
              {confirm.isPending ? 'Confirming...' : 'Confirm received'}
            </PlainButton>
          )}
          {buyerActs && transfer.status === 'awaiting-confirmation' && (
            <PlainButton size="small" variant="outlined" color="error" onClick={() => setDialog('problem')}>
              Report a problem
            </PlainButton>
          )}
          {sellerActs && (
            <PlainButton size="small" variant="outlined" color="error" onClick={() => setDialog('cancel')}>
              Cancel transfer
            </PlainButton>
          )}
          {review === 'write' && (
            <PlainButton size="small" variant="outlined" onClick={() => setDialog('review')}>
              Leave a review
            </PlainButton>
          )}
        </Stack>
      )}
      {dialog === 'problem' && <ReportProblemDialog transfer={transfer} onClose={() => setDialog(null)} />}
      {dialog === 'cancel' && <CancelTransferDialog transfer={transfer} onClose={() => setDialog(null)} />}
      {dialog === 'review' && <ReviewDialog transfer={transfer} role={role} onClose={() => setDialog(null)} />}
    </Paper>
  );
}

function Quote({ label, children }: { label: string; children: string }) {
  return (
    <Typography variant="body2" sx={{ pl: 1.5, borderLeft: 3, borderColor: 'divider', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {label}:
      </Box>{' '}
      {children}
    </Typography>
  );
}
