import type { InventoryItem } from '@surplus/shared';
import { lazy, Suspense, useState } from 'react';
import { browserOnly } from '../../../components/browser-only';
import { Icon } from '../../../components/Icon';
import { PlainButton } from '../../../components/PlainButton';
import { useRequireUser } from '../../../hooks/use-require-user';
import { availableOf, canOffer, canReserve } from '../listing-deal';

// The dialogs (MUI's dialog, Formik) load on the first click: the listing page starts without them.
const ReserveDialog = lazy(typeof window === 'undefined' ? browserOnly : () => import('./ReserveDialog').then((m) => ({ default: m.ReserveDialog })));
const ListingOfferDialog = lazy(typeof window === 'undefined' ? browserOnly : () => import('./ListingOfferDialog').then((m) => ({ default: m.ListingOfferDialog })));

/**
 * "Reserve" (a listing with a price, or free) and "Make an offer" (all but free ones) on a listing of another
 * business; visitors get the sign-in toast and /auth.
 */
export function ListingDealButtons({ item }: { item: InventoryItem }) {
  const requireUser = useRequireUser();
  const [open, setOpen] = useState<'reserve' | 'offer' | null>(null);
  const start = async (dialog: 'reserve' | 'offer') => {
    if (await requireUser(dialog === 'reserve' ? 'You must be signed in to reserve a listing.' : 'You must be signed in to make an offer.')) setOpen(dialog);
  };
  const soldOut = availableOf(item) <= 0;
  return (
    <>
      {canReserve(item) && (
        <PlainButton
          variant={soldOut ? 'outlined' : 'contained'}
          color={soldOut ? 'primary' : 'secondary'}
          startIcon={<Icon icon="EventAvailableOutlined" />}
          disabled={soldOut}
          title={soldOut ? 'Everything is on hold or gone' : undefined}
          onClick={() => void start('reserve')}
        >
          Reserve
        </PlainButton>
      )}
      {canOffer(item) && (
        <PlainButton variant="outlined" startIcon={<Icon icon="LocalOfferOutlined" />} onClick={() => void start('offer')}>
          Make an offer
        </PlainButton>
      )}
      <Suspense fallback={null}>
        {open === 'reserve' && <ReserveDialog item={item} onClose={() => setOpen(null)} />}
        {open === 'offer' && <ListingOfferDialog item={item} onClose={() => setOpen(null)} />}
      </Suspense>
    </>
  );
}
