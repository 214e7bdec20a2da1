import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCents, type DealRole, type Offer } from '@surplus/shared';
import { useId } from 'react';
import { errorMessage } from '../../../api/client';
import { PlainButton } from '../../../components/PlainButton';
import { useToast } from '../../../hooks/use-toast';
import { unitsLabel } from '../../../lib/format';
import { useAcceptOffer } from '../api/accept-offer';
import { useDeclineOffer } from '../api/decline-offer';
import { useWithdrawOffer } from '../api/withdraw-offer';
import { dealDateLabel, OFFER_STATUS, totalLabel } from '../deal-labels';
import { Countdown } from './Countdown';

export interface OfferCardProps {
  offer: Offer;
  /** The reader's side of the conversation. */
  role: DealRole;
  otherName: string;
  /** False once the other party has left (deleted its account): nothing can be answered. */
  canAct: boolean;
  onCounter: (offer: Offer) => void;
}

/**
 * One offer of a conversation: who made it, quantity, unit price, total, status, expiry and message. An open offer
 * has Accept, Decline and Counter for the party that did not make it, and Withdraw for the one that did.
 */
export function OfferCard({ offer, role, otherName, canAct, onCounter }: OfferCardProps) {
  const titleId = useId();
  const toast = useToast();
  const accept = useAcceptOffer();
  const decline = useDeclineOffer();
  const withdraw = useWithdrawOffer();
  const busy = accept.isPending || decline.isPending || withdraw.isPending;
  const mine = offer.by === role;
  const open = offer.status === 'open' && canAct;
  const status = OFFER_STATUS[offer.status];

  const run = async (action: () => Promise<unknown>, title: string, description: string) => {
    try {
      await action();
      toast({ title, description, variant: 'success' });
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Please try again'), variant: 'destructive' });
    }
  };
  const onAccept = () =>
    run(
      async () => {
        const { hold } = await accept.mutateAsync(offer);
        return hold;
      },
      'Offer accepted',
      `${unitsLabel(offer.quantity)} on hold at ${formatCents(offer.unitPriceCents)} each. See it under Deals.`,
    );

  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: 2, borderColor: offer.status === 'open' ? 'primary.main' : undefined, borderWidth: offer.status === 'open' ? 2 : 1 }}
    >
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography id={titleId} component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {mine ? 'Your offer' : `Offer from ${otherName}`}
        </Typography>
        <Chip size="small" label={status.label} color={status.color} />
        <Typography component="span" variant="caption" sx={{ color: 'text.secondary', ml: 'auto' }}>
          {dealDateLabel(offer.createdAt)}
        </Typography>
      </Stack>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(3, minmax(0, max-content))',
          columnGap: { xs: 3, sm: 5 },
          rowGap: 0.25,
          m: 0,
          '& dt': { gridRow: 1, typography: 'caption', color: 'text.secondary' },
          '& dd': { gridRow: 2, m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' },
        }}
      >
        <dt>Quantity</dt>
        <dd>{unitsLabel(offer.quantity)}</dd>
        <dt>Unit price</dt>
        <dd>{totalLabel(offer.unitPriceCents)}</dd>
        <dt>Total</dt>
        <dd>{totalLabel(offer.totalCents)}</dd>
      </Box>
      {offer.message && (
        <Typography variant="body2" sx={{ mt: 1.5, pl: 1.5, borderLeft: 3, borderColor: 'divider', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {offer.message}
        </Typography>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        {offer.status === 'open' ? (
          <>
            Expires: <Countdown expiresAt={offer.expiresAt} />
          </>
        ) : offer.status === 'expired' ? (
          `Expired ${dealDateLabel(offer.expiresAt)}`
        ) : null}
      </Typography>
      {open && (
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mt: 1.5 }}>
          {mine ? (
            <PlainButton variant="outlined" color="error" size="small" disabled={busy} onClick={() => void run(() => withdraw.mutateAsync(offer), 'Offer withdrawn', `${otherName} is told.`)}>
              Withdraw
            </PlainButton>
          ) : (
            <>
              <PlainButton variant="contained" size="small" disabled={busy} onClick={() => void onAccept()}>
                Accept
              </PlainButton>
              <PlainButton variant="outlined" size="small" disabled={busy} onClick={() => void run(() => decline.mutateAsync(offer), 'Offer declined', `${otherName} is told.`)}>
                Decline
              </PlainButton>
              <PlainButton variant="text" size="small" disabled={busy} onClick={() => onCounter(offer)}>
                Counter
              </PlainButton>
            </>
          )}
        </Stack>
      )}
    </Paper>
  );
}
