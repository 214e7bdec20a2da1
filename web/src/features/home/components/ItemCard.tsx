import RecyclingIcon from '@mui/icons-material/Recycling';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { InventoryItem } from '@surplus/shared';
import { Link as RouterLink } from 'react-router';
import { CategoryBadge } from '../../../components/CategoryBadge';
import { Icon } from '../../../components/Icon';
import { SpecLine } from '../../../components/SpecLine';
import { itemInquiryHref } from '../../../lib/contact';
import { displayItemId, unitsLabel, wasteLabel } from '../../../lib/format';
import { useUser } from '../../auth';
import { BusinessLink } from '../../business';
import { BookmarkToggle } from '../../saved';
import { ItemImage } from '../../uploads';
import { ITEM_CARD } from './item-card-styles';

export function ItemCard({ item }: { item: InventoryItem }) {
  const { data: user } = useUser();
  // Saving is for other businesses' listings.
  const own = user?.id === item.userId;
  return (
    <Card className={ITEM_CARD.card}>
      <CardActionArea component={RouterLink} to={`/item/${item.id}`} className={ITEM_CARD.area}>
        <div className={ITEM_CARD.media}>
          <ItemImage src={item.imageUrl} alt={item.name} height={180} variant="thumb" />
          <CategoryBadge category={item.category} />
          <div className={ITEM_CARD.overlay}>
            <Chip label="View Details" />
          </div>
        </div>
        <div className={ITEM_CARD.content}>
          <span className={ITEM_CARD.caption}>{displayItemId(item)}</span>
          <h3 className={ITEM_CARD.name}>{item.name}</h3>
          <SpecLine item={item} />
          <p className={ITEM_CARD.description}>{item.description}</p>
          <p className={ITEM_CARD.units}>{unitsLabel(item.quantity)}</p>
          <span className={ITEM_CARD.waste}>
            <Icon icon={RecyclingIcon} fontSize="inherit" /> {wasteLabel(item)} kept from landfill
          </span>
        </div>
      </CardActionArea>
      {/* Outside the card's link, like the buttons below: links do not nest. */}
      <p className={ITEM_CARD.business}>
        <BusinessLink item={item} />
      </p>
      {/* Outside the card's link: a button inside a link is not allowed. */}
      {!own && <BookmarkToggle item={item} className={ITEM_CARD.bookmark} />}
      {item.businessContact && (
        <div className={ITEM_CARD.actions}>
          <Link href={itemInquiryHref(item, item.businessContact)} variant="body2" className={ITEM_CARD.contact}>
            Contact Business
          </Link>
        </div>
      )}
    </Card>
  );
}
