import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DealRole, Hold } from '@surplus/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PlainButton } from '../../../components/PlainButton';
import { invalidateDeals } from '../api/invalidate-deals';
import { dealDateLabel, dealFigures, HOLD_STATUS } from '../deal-labels';
import { Countdown } from './Countdown';
import { ExtendHoldDialog } from './ExtendHoldDialog';
import { HandOverDialog } from './HandOverDialog';
import { ReleaseHoldDialog } from './ReleaseHoldDialog';

/**
 * One hold as its buyer or seller sees it: the listing, the other party, quantity, price and total, its status with a
 * live countdown while active, Hand over and Extend (seller) and Release (either), and a link to the conversation.
 */
interface HoldCardProps {
  hold: Hold;
  /** The reader's side of the hold. */
  role: DealRole;
  /** The card's heading: h2 on the Deals page, h3 under a conversation's "Offers and holds". */
  headingLevel?: 'h2' | 'h3';
  /** The listing's name as the heading (the Deals page); a conversation names its listing already. */
  showListing?: boolean;
  showThreadLink?: boolean;
}

export function HoldCard({ hold, role, headingLevel = 'h2', showListing = true, showThreadLink = true }: HoldCardProps) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'hand-over' | 'extend' | 'release' | null>(null);
  const other = role === 'buyer' ? hold.seller : hold.buyer;
  const status = HOLD_STATUS[hold.status];
  const active = hold.status === 'active';
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
        <Typography id={titleId} component={headingLevel} sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {showListing ? (
            // A block of its own at least 24 px high: a link alone on its line is a target (WCAG 2.5.8).
            <Link component={RouterLink} to={`/item/${hold.itemId}`} underline="hover" sx={{ display: 'inline-block', minHeight: 24, py: '1px' }}>
              {hold.itemName}
            </Link>
          ) : role === 'buyer' ? (
            'Your hold'
          ) : (
            `Hold for ${hold.buyer.businessName}`
          )}
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
        <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{dealFigures(hold)}</Typography>
        <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
          <Chip size="small" label={status.label} color={status.color} />
          {active ? (
            <Countdown expiresAt={hold.expiresAt} onPassed={() => void invalidateDeals(queryClient, hold)} />
          ) : (
            hold.status === 'expired' && (
              <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                Ended {dealDateLabel(hold.expiresAt)}
              </Typography>
            )
          )}
        </Stack>
      </Box>
      {(active || showThreadLink) && (
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', justifyContent: { md: 'flex-end' } }}>
          {active && role === 'seller' && (
            <>
              <PlainButton size="small" variant="contained" onClick={() => setDialog('hand-over')}>
                Hand over
              </PlainButton>
              <PlainButton size="small" variant="outlined" onClick={() => setDialog('extend')}>
                Extend
              </PlainButton>
            </>
          )}
          {active && (
            <PlainButton size="small" variant="outlined" color="error" onClick={() => setDialog('release')}>
              Release
            </PlainButton>
          )}
          {showThreadLink && (
            <PlainButton size="small" to={`/inbox/${hold.threadId}`}>
              Conversation
            </PlainButton>
          )}
        </Stack>
      )}
      {dialog === 'hand-over' && <HandOverDialog hold={hold} onClose={() => setDialog(null)} />}
      {dialog === 'extend' && <ExtendHoldDialog hold={hold} onClose={() => setDialog(null)} />}
      {dialog === 'release' && <ReleaseHoldDialog hold={hold} role={role} onClose={() => setDialog(null)} />}
    </Paper>
  );
}
