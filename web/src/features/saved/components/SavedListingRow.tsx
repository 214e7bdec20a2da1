import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { priceLabel, type InventoryItem, type RemovedListing } from '@surplus/shared';
import { Link as RouterLink } from 'react-router';
import { CategoryBadge } from '../../../components/CategoryBadge';
import { lastUpdatedLabel } from '../../../lib/date-labels';
import { displayItemId, holdsLabel, unitsLabel } from '../../../lib/format';
import { ITEM_IMAGE_CAPTION } from '../../../components/item-image-styles';
import { ItemImage } from '../../../components/ItemImage';
import { PlainButton } from '../../../components/PlainButton';
import { useSaveListing } from '../../../hooks/use-save-listing';
import { BookmarkToggle } from '../../../components/BookmarkToggle';

export const isRemoved = (item: InventoryItem | RemovedListing): item is RemovedListing => 'removed' in item && item.removed;

/** A saved listing as it is now; one removed since shows greyed out with only Unsave. */
export function SavedListingRow({ item }: { item: InventoryItem | RemovedListing }) {
  const saveListing = useSaveListing();
  if (isRemoved(item)) {
    return (
      <Box component="li" aria-label={`Removed listing #${item.id}`} sx={{ px: 2, py: 1.5, display: 'flex', alignItems: 'center', gap: 1.5, bgcolor: 'action.hover' }}>
        <Box sx={{ width: 56, height: 56, flexShrink: 0, borderRadius: 1, bgcolor: 'action.disabledBackground' }} aria-hidden />
        {/* Greyed by its background and muted text; text.disabled would fail the contrast minimum. */}
        <Box sx={{ flexGrow: 1, minWidth: 0, color: 'text.secondary' }}>
          <Typography sx={{ fontWeight: 600, textDecoration: 'line-through' }}>Listing #{item.id}</Typography>
          <Typography variant="body2">This listing was removed by its business.</Typography>
        </Box>
        <PlainButton size="small" variant="outlined" onClick={() => saveListing({ id: item.id, saved: true })}>
          Unsave
        </PlainButton>
      </Box>
    );
  }
  return (
    <Box component="li" aria-label={item.name} sx={{ px: 2, py: 1.5, display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <Box sx={{ width: 56, flexShrink: 0 }}>
        <ItemImage src={item.imageUrl} alt="" height={56} variant="thumb" sx={{ borderRadius: 1, '& svg': { fontSize: 22 }, [`& .${ITEM_IMAGE_CAPTION}`]: { display: 'none' } }} />
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Link component={RouterLink} to={`/item/${item.id}`} underline="hover" sx={{ fontWeight: 600, display: 'block', overflowWrap: 'anywhere' }}>
          {item.name}
        </Link>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5, mt: 0.5 }}>
          <CategoryBadge category={item.category} />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {priceLabel(item)}
          </Typography>
          <Typography variant="body2">{holdsLabel(item) ?? unitsLabel(item.quantity)}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {item.businessName} · {displayItemId(item)} · Updated {lastUpdatedLabel(item.lastUpdated)}
          </Typography>
        </Stack>
      </Box>
      {/* Everything listed here is saved, whatever the flag says (older answers may leave it out). */}
      <BookmarkToggle item={{ ...item, saved: item.saved ?? true }} />
    </Box>
  );
}
