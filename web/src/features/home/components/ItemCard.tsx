import { priceLabel, type InventoryItem } from '@surplus/shared';
import { Link as RouterLink } from 'react-router';
import { CategoryBadge } from '../../../components/CategoryBadge';
import { CHIP } from '../../../components/chip-styles';
import { Icon } from '../../../components/Icon';
import { SpecLine } from '../../../components/SpecLine';
import { itemInquiryHref } from '../../../lib/contact';
import { displayItemId, holdsLabel, unitsLabel, wasteLabel } from '../../../lib/format';
import { useUser } from '../../../api/get-user';
import { BusinessLink } from '../../../components/BusinessLink';
import { BookmarkToggle } from '../../../components/BookmarkToggle';
import { ItemImage } from '../../../components/ItemImage';
import { ITEM_CARD } from './item-card-styles';

export function ItemCard({ item }: { item: InventoryItem }) {
  const { data: user } = useUser();
  // Saving is for other businesses' listings.
  const own = user?.id === item.userId;
  const holds = holdsLabel(item);
  return (
    <div className={ITEM_CARD.card}>
      <RouterLink to={`/item/${item.id}`} className={ITEM_CARD.area}>
        <div className={ITEM_CARD.media}>
          <ItemImage src={item.imageUrl} alt={item.name} height={180} variant="thumb" />
          <CategoryBadge category={item.category} />
          <div className={ITEM_CARD.overlay}>
            <span className={`${CHIP.root} ${CHIP.medium}`}>
              <span className={CHIP.label}>View Details</span>
            </span>
          </div>
        </div>
        <div className={ITEM_CARD.content}>
          <span className={ITEM_CARD.caption}>{displayItemId(item)}</span>
          <h3 className={ITEM_CARD.name}>{item.name}</h3>
          <SpecLine item={item} />
          <p className={ITEM_CARD.description}>{item.description}</p>
          <p className={ITEM_CARD.price}>{priceLabel(item)}</p>
          <p className={ITEM_CARD.units}>
            {unitsLabel(item.quantity)}
            {holds && <span className={ITEM_CARD.held}>{holds}</span>}
          </p>
          <span className={ITEM_CARD.waste}>
            <Icon icon="Recycling" fontSize="inherit" /> {wasteLabel(item)} kept from landfill
          </span>
        </div>
        <span className={ITEM_CARD.highlight} />
      </RouterLink>
      {/* Outside the card's link, like the buttons below: links do not nest. */}
      <p className={ITEM_CARD.business}>
        <BusinessLink item={item} />
      </p>
      {/* Outside the card's link: a button inside a link is not allowed. */}
      {!own && <BookmarkToggle item={item} className={ITEM_CARD.bookmark} />}
      {item.businessContact && (
        <div className={ITEM_CARD.actions}>
          <a href={itemInquiryHref(item, item.businessContact)} className={ITEM_CARD.contact}>
            Contact Business
          </a>
        </div>
      )}
    </div>
  );
}
