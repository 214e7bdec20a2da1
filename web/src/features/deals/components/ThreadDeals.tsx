import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { InquiryThread, Offer } from '@surplus/shared';
import { useState } from 'react';
import { Icon } from '../../../components/Icon';
import { PlainButton } from '../../../components/PlainButton';
import { useToast } from '../../../hooks/use-toast';
import { useCreateOffer } from '../api/create-offer';
import { dealFigures } from '../deal-labels';
import { HoldCard } from './HoldCard';
import { OfferCard } from './OfferCard';
import { OfferDialog } from './OfferDialog';

/**
 * The deal side of a conversation, above its messages: the offers (newest first) with their answers, the holds
 * they made, and "Make an offer" while the reader has no open offer of their own.
 */
export function ThreadDeals({ thread }: { thread: InquiryThread }) {
  const offers = thread.offers ?? [];
  const holds = thread.holds ?? [];
  const { role, otherParty, item } = thread;
  const present = otherParty.id !== null;
  const ownOpen = offers.some((offer) => offer.status === 'open' && offer.by === role);
  const [dialog, setDialog] = useState<{ counter?: Offer } | null>(null);
  const createOffer = useCreateOffer(thread.id, item.id);
  const toast = useToast();
  const counter = dialog?.counter;

  if (!present && offers.length === 0 && holds.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="deal-heading" spacing={1.5} sx={{ mb: 3 }}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id="deal-heading" component="h2" variant="h6" sx={{ fontWeight: 700, mr: 'auto' }}>
          Offers and holds
        </Typography>
        {present && !ownOpen && (
          <PlainButton variant="outlined" size="small" startIcon={<Icon icon="LocalOfferOutlined" />} onClick={() => setDialog({})}>
            Make an offer
          </PlainButton>
        )}
      </Stack>
      {offers.length === 0 && holds.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No offers yet. An offer names a quantity and a unit price; once accepted, the units are held for the buyer.
        </Typography>
      )}
      {holds.length > 0 && (
        <Stack component="ul" aria-label="Holds" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {holds.map((hold) => (
            <li key={hold.id}>
              <HoldCard hold={hold} role={role} headingLevel="h3" showListing={false} showThreadLink={false} />
            </li>
          ))}
        </Stack>
      )}
      {offers.length > 0 && (
        <Stack component="ul" aria-label="Offers" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {offers.map((offer) => (
            <li key={offer.id}>
              <OfferCard offer={offer} role={role} otherName={otherParty.businessName} canAct={present} onCounter={(countered) => setDialog({ counter: countered })} />
            </li>
          ))}
        </Stack>
      )}
      {dialog && (
        <OfferDialog
          title={counter ? 'Counter-offer' : 'Make an offer'}
          intro={
            counter
              ? `${otherParty.businessName} offered ${dealFigures(counter)} for ${item.name}. Your counter-offer replaces it.`
              : `For ${item.name}. ${otherParty.businessName} can accept, decline or counter it.`
          }
          initial={counter ? { quantity: counter.quantity, unitPriceCents: counter.unitPriceCents } : { quantity: 1 }}
          submitLabel={counter ? 'Send counter-offer' : 'Send offer'}
          onSubmit={async (input) => {
            await createOffer.mutateAsync(input);
            toast({ title: counter ? 'Counter-offer sent' : 'Offer sent', description: `${otherParty.businessName} can accept, decline or counter it.`, variant: 'success' });
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}
