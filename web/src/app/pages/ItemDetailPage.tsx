import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { apiErrorStatus, CONDITION, parseId, priceLabel } from '@surplus/shared';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { browserOnly } from '../../components/browser-only';
import { CategoryBadge } from '../../components/CategoryBadge';
import { Icon } from '../../components/Icon';
import { PlainButton } from '../../components/PlainButton';
import { CHIP } from '../../components/chip-styles';
import { useToast } from '../../hooks/use-toast';
import { itemDetailInquiryHref } from '../../lib/contact';
import { categoryUnitsLabel, displayItemId, heldLabel, unitsLabel, wasteLabel } from '../../lib/format';
import { lastListOr } from '../../lib/last-list';
import { useUser } from '../../api/get-user';
import { BusinessLink } from '../../components/BusinessLink';
import { ListingDealButtons } from '../../features/deals/components/ListingDealButtons';
import { AskSellerButton } from '../../features/inquiries/components/AskSellerButton';
import { SaveButton } from '../../features/saved/components/SaveButton';
import { ItemImage } from '../../components/ItemImage';
import { useItem } from '../../features/inventory/api/get-item';
import type { EditField } from '../../features/inventory/item-form';
import { ContactButton } from '../../features/inventory/components/ContactButton';
import { DETAIL } from '../../features/inventory/components/item-detail-styles';
import { LazyItemFormDialog } from '../../features/inventory/components/LazyItemFormDialog';

// What only an owner or a click shows loads when shown: menus, dialogs and the dates of the Specifications tab. The
// server renders none of them (it renders for a visitor, on the Description tab).
const EditItemMenu = lazy(typeof window === 'undefined' ? browserOnly : () => import('../../features/inventory/components/EditItemMenu').then((m) => ({ default: m.EditItemMenu })));
const DeleteItemDialog = lazy(typeof window === 'undefined' ? browserOnly : () => import('../../features/inventory/components/DeleteItemDialog').then((m) => ({ default: m.DeleteItemDialog })));
const ItemSpecifications = lazy(typeof window === 'undefined' ? browserOnly : () => import('../../features/inventory/components/ItemSpecifications').then((m) => ({ default: m.ItemSpecifications })));

export function ItemDetailPage() {
  // No listing has id 0: a path that names no id loads nothing and shows the not-found state.
  const id = parseId(useParams().id) ?? 0;
  const item = useItem(id);
  const { data: user } = useUser();
  const navigate = useNavigate();
  const toast = useToast();
  const [tab, setTab] = useState<'description' | 'specifications'>('description');
  const [editing, setEditing] = useState<EditField | null>(null);
  const [deleting, setDeleting] = useState(false);
  const invalidId = id === 0;

  useEffect(() => {
    if (item.isError && apiErrorStatus(item.error) !== 404) {
      toast({ title: 'Error loading item', description: item.error.message, variant: 'destructive' });
      navigate('/');
    }
  }, [item.isError, item.error, toast, navigate]);

  if (invalidId || apiErrorStatus(item.error) === 404) {
    return (
      <Box sx={{ textAlign: 'center', py: 8 }}>
        <Typography variant="h1" sx={{ fontSize: '1.8rem', mb: 1 }}>
          Item not found
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>
          The listing may have been removed by its business.
        </Typography>
        <PlainButton variant="contained" onClick={() => navigate('/')}>
          Return to Dashboard
        </PlainButton>
      </Box>
    );
  }
  if (!item.data) {
    return (
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }} aria-busy>
        <Skeleton variant="rounded" height={360} />
        <Stack spacing={1}>
          <Skeleton width="60%" height={48} />
          <Skeleton />
          <Skeleton />
          <Skeleton variant="rounded" height={160} />
        </Stack>
      </Box>
    );
  }

  const listing = item.data;
  const owner = user?.id === listing.userId;
  const held = heldLabel(listing);
  // Every unit went to new owners (handed over or sold elsewhere): the page stays, with nothing left to deal for.
  const allTransferred = listing.quantity === 0 && listing.transferredQuantity > 0;
  const share = async () => {
    const url = window.location.href;
    if (navigator.share) {
      await navigator.share({ title: listing.name, url }).catch(() => undefined);
      return;
    }
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link copied', description: 'The link to this listing is on your clipboard.', variant: 'success' });
  };
  const contact = (props: { fullWidth?: boolean }) => (
    <ContactButton variant="contained" size="large" contact={listing.businessContact} href={(to) => itemDetailInquiryHref(listing, to)} {...props} />
  );

  return (
    <div className={DETAIL.page}>
      <div className={DETAIL.topBar}>
        <PlainButton startIcon={<Icon icon="ArrowBack" />} onClick={() => navigate(lastListOr('/inventory'))}>
          Back to listings
        </PlainButton>
        {owner && (
          <Stack direction="row" spacing={1}>
            <Suspense fallback={null}>
              <EditItemMenu label="Edit" imageLabel="Change Image" onEdit={setEditing} />
            </Suspense>
            <PlainButton color="error" variant="outlined" startIcon={<Icon icon="DeleteOutlined" />} onClick={() => setDeleting(true)}>
              Delete
            </PlainButton>
          </Stack>
        )}
      </div>

      <div className={DETAIL.grid}>
        <div className={DETAIL.picture}>
          <ItemImage src={listing.imageUrl} alt={listing.name} height={380} variant="display" priority />
        </div>
        <div>
          <div className={DETAIL.tags}>
            <CategoryBadge category={listing.category} />
            {[displayItemId(listing), CONDITION].map((label) => (
              <span key={label} className={`${CHIP.root} ${CHIP.outlined}`}>
                <span className={CHIP.label}>{label}</span>
              </span>
            ))}
          </div>
          <h1 className={DETAIL.title}>{listing.name}</h1>
          <p className={DETAIL.price}>{priceLabel(listing)}</p>
          {allTransferred ? (
            <p className={DETAIL.units}>All transferred: {categoryUnitsLabel(listing.category, listing.transferredQuantity)} went to new owners</p>
          ) : (
            <p className={DETAIL.units}>
              {unitsLabel(listing.availableQuantity)} available
              {held && <span className={DETAIL.held}>{` · ${held}`}</span>}
            </p>
          )}
          <p className={DETAIL.waste}>
            <Icon icon="Recycling" /> Estimated waste reduction: {wasteLabel(allTransferred ? { category: listing.category, quantity: listing.transferredQuantity } : listing)}
          </p>
          <div className={DETAIL.seller}>
            <span className={DETAIL.overline}>Listed by</span>
            <p className={DETAIL.business}>
              <BusinessLink item={listing} />
            </p>
            {listing.businessLocation && (
              <p className={DETAIL.sellerLine}>
                <Icon icon="LocationOn" /> {listing.businessLocation}
              </p>
            )}
            {listing.businessContact && <p className={DETAIL.sellerLine}>{listing.businessContact}</p>}
          </div>
          <div className={DETAIL.actions}>
            <div className={DETAIL.wideOnly}>{contact({})}</div>
            <PlainButton variant="outlined" startIcon={<Icon icon="Share" />} onClick={() => void share()}>
              Share
            </PlainButton>
            {!owner && !allTransferred && <ListingDealButtons item={listing} />}
            {!owner && !allTransferred && <AskSellerButton item={listing} />}
            {!owner && <SaveButton item={listing} />}
          </div>
        </div>
      </div>

      <div className={DETAIL.about}>
        <Tabs value={tab} onChange={(_event, value: 'description' | 'specifications') => setTab(value)} sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}>
          <Tab label="Description" value="description" />
          <Tab label="Specifications" value="specifications" />
        </Tabs>
        <div className={DETAIL.tabPanel} role="tabpanel">
          {tab === 'description' ? (
            <p className={DETAIL.description}>{listing.description || 'No description provided.'}</p>
          ) : (
            <Suspense fallback={null}>
              <ItemSpecifications item={listing} />
            </Suspense>
          )}
        </div>
      </div>

      <div className={DETAIL.phoneBar}>{contact({ fullWidth: true })}</div>

      {editing && <LazyItemFormDialog open item={listing} field={editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <Suspense fallback={null}>
          <DeleteItemDialog item={listing} variant="detail" onClose={() => setDeleting(false)} onDeleted={() => navigate('/my-inventory')} />
        </Suspense>
      )}
    </div>
  );
}
