import { priceLabel, type InventoryItem } from '@surplus/shared';
import { useNavigate } from 'react-router';
import { useToast } from '../../../hooks/use-toast';
import { unitsLabel } from '../../../lib/format';
import { useCreateListingOffer } from '../api/create-listing-offer';
import { availableOf } from '../listing-deal';
import { OfferDialog } from './OfferDialog';

/** "Make an offer" from the listing page: the offer opens (or joins) the buyer's conversation with the seller. */
export function ListingOfferDialog({ item, onClose }: { item: InventoryItem; onClose: () => void }) {
  const createOffer = useCreateListingOffer(item.id);
  const toast = useToast();
  const navigate = useNavigate();
  const available = availableOf(item);
  return (
    <OfferDialog
      title="Make an offer"
      intro={`For ${item.name} from ${item.businessName}: ${priceLabel(item)}, ${unitsLabel(available)} available. The offer goes to your conversation with them.`}
      initial={{ quantity: 1, unitPriceCents: item.unitPriceCents }}
      maxQuantity={Math.max(available, 1)}
      submitLabel="Send offer"
      onSubmit={async (input) => {
        const offer = await createOffer.mutateAsync(input);
        toast({
          title: 'Offer sent',
          description: `${item.businessName} can accept, decline or counter it in your conversation.`,
          variant: 'success',
          actions: [{ label: 'Open conversation', onClick: () => navigate(`/inbox/${offer.threadId}`) }],
        });
        onClose();
      }}
      onClose={onClose}
    />
  );
}
