import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SKELETONS, type InventoryItem } from '@surplus/shared';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { CategoryBadge } from '../../../components/CategoryBadge';
import { LocalDate } from '../../../components/LocalDate';
import { SpecLine } from '../../../components/SpecLine';
import { displayItemId, unitsLabel } from '../../../lib/format';
import { BusinessLink } from '../../business';
import { ItemImage } from '../../uploads';

interface InventoryCardsProps {
  items: InventoryItem[];
  loading: boolean;
  /** Shown instead of the cards when the page holds none. */
  empty: string;
  dimmed: boolean;
  actions: (item: InventoryItem) => ReactNode;
}

/**
 * The list table's columns stacked per item, below 768 px: every field (but Waste Reduction, which the
 * spec hides on small screens) and every action within the screen's width. The name links to the item.
 */
export function InventoryCards({ items, loading, empty, dimmed, actions }: InventoryCardsProps) {
  if (loading) {
    return (
      <Stack aria-hidden sx={{ p: 2, gap: 2 }}>
        {Array.from({ length: SKELETONS.tableRows }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={96} />
        ))}
      </Stack>
    );
  }
  if (items.length === 0) {
    return <Typography sx={{ py: 6, px: 2, textAlign: 'center', color: 'text.secondary' }}>{empty}</Typography>;
  }
  return (
    <Box component="ul" aria-label="Inventory items" sx={{ listStyle: 'none', m: 0, p: 0, opacity: dimmed ? 0.6 : 1, transition: 'opacity 150ms' }}>
      {items.map((item) => (
        <Box component="li" key={item.id} aria-label={item.name} sx={{ borderTop: 1, borderColor: 'divider', px: 2, py: 1.5 }}>
          <Stack direction="row" spacing={1.5}>
            <Box sx={{ width: 56, flexShrink: 0 }}>
              <ItemImage src={item.imageUrl} alt="" height={56} variant="thumb" sx={{ borderRadius: 1, '& svg': { fontSize: 22 }, '& .MuiTypography-root': { display: 'none' } }} />
            </Box>
            <Box sx={{ minWidth: 0, flexGrow: 1 }}>
              <Link component={RouterLink} to={`/item/${item.id}`} variant="body1" underline="hover" sx={{ fontWeight: 600, display: 'block', overflowWrap: 'anywhere' }}>
                {item.name}
              </Link>
              <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {displayItemId(item)}
                {item.imageUrl && ' · Has image'}
              </Typography>
              <SpecLine item={item} />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
                {item.description}
              </Typography>
            </Box>
          </Stack>
          <Stack direction="row" useFlexGap sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
            <CategoryBadge category={item.category} />
            <Typography variant="body2">{unitsLabel(item.quantity)}</Typography>
          </Stack>
          <Stack direction="row" sx={{ mt: 0.5, alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                <BusinessLink item={item} />
                {item.businessLocation && (
                  <Typography component="span" variant="caption" color="text.secondary">
                    {` · ${item.businessLocation}`}
                  </Typography>
                )}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                Updated <LocalDate iso={item.lastUpdated} />
              </Typography>
            </Box>
            {actions(item)}
          </Stack>
        </Box>
      ))}
    </Box>
  );
}
