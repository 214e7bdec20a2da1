import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { priceLabel, SKELETONS, type InventoryItem } from '@surplus/shared';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { CategoryBadge } from '../../../components/CategoryBadge';
import { LocalDate } from '../../../components/LocalDate';
import { SpecLine } from '../../../components/SpecLine';
import { displayItemId, holdsLabel, unitsLabel } from '../../../lib/format';
import { BusinessLink } from '../../../components/BusinessLink';
import { ItemImage } from '../../../components/ItemImage';
import { CARDS } from './inventory-cards-styles';

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
    <>
      <ul aria-label="Inventory items" className={dimmed ? `${CARDS.list} ${CARDS.dimmed}` : CARDS.list}>
        {items.map((item) => (
          <li key={item.id} aria-label={item.name} className={CARDS.card}>
            <div className={CARDS.head}>
              <div className={CARDS.thumb}>
                <ItemImage src={item.imageUrl} alt="" height={56} variant="thumb" />
              </div>
              <div className={CARDS.text}>
                <RouterLink to={`/item/${item.id}`} className={CARDS.name}>
                  {item.name}
                </RouterLink>
                <span className={CARDS.caption}>
                  {displayItemId(item)}
                  {item.imageUrl && ' · Has image'}
                </span>
                <SpecLine item={item} />
                <p className={CARDS.description}>{item.description}</p>
              </div>
            </div>
            <div className={CARDS.facts}>
              <CategoryBadge category={item.category} />
              <p className={`${CARDS.body} ${CARDS.price}`}>{priceLabel(item)}</p>
              <p className={CARDS.body}>{unitsLabel(item.quantity)}</p>
              {item.heldQuantity > 0 && <span className={CARDS.caption}>{holdsLabel(item)}</span>}
            </div>
            <div className={CARDS.footer}>
              <div className={CARDS.owner}>
                <p className={CARDS.body}>
                  <BusinessLink item={item} />
                  {item.businessLocation && <span className={CARDS.caption}>{` · ${item.businessLocation}`}</span>}
                </p>
                <span className={CARDS.caption}>
                  Updated <LocalDate iso={item.lastUpdated} />
                </span>
              </div>
              {actions(item)}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
