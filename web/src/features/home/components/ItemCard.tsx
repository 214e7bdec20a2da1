import RecyclingIcon from '@mui/icons-material/Recycling';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { InventoryItem } from '@surplus/shared';
import { Link as RouterLink } from 'react-router';
import { CategoryBadge } from '../../../components/CategoryBadge';
import { SpecLine } from '../../../components/SpecLine';
import { itemInquiryHref } from '../../../lib/contact';
import { displayItemId, unitsLabel, wasteLabel } from '../../../lib/format';
import { useUser } from '../../auth';
import { BusinessLink } from '../../business';
import { BookmarkToggle } from '../../saved';
import { ItemImage } from '../../uploads';

const clamp = (lines: number) => ({ display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical', overflow: 'hidden' }) as const;

export function ItemCard({ item }: { item: InventoryItem }) {
  const { data: user } = useUser();
  // Saving is for other businesses' listings.
  const own = user?.id === item.userId;
  return (
    <Card sx={{ position: 'relative', display: 'flex', flexDirection: 'column', height: '100%', '&:hover .view-details, &:focus-within .view-details': { opacity: 1 } }}>
      <CardActionArea component={RouterLink} to={`/item/${item.id}`} sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>
        <Box sx={{ position: 'relative' }}>
          <ItemImage src={item.imageUrl} alt={item.name} height={180} variant="thumb" />
          <CategoryBadge category={item.category} sx={{ position: 'absolute', top: 10, left: 10 }} />
          <Box
            className="view-details"
            sx={{ position: 'absolute', inset: 0, bgcolor: 'rgba(15, 30, 50, 0.45)', display: 'flex', alignItems: 'center', justifyContent: 'center', opacity: 0, transition: 'opacity 150ms' }}
          >
            <Chip label="View Details" sx={{ bgcolor: 'background.paper', fontWeight: 600 }} />
          </Box>
        </Box>
        <CardContent sx={{ flexGrow: 1 }}>
          <Typography variant="caption" color="text.secondary">
            {displayItemId(item)}
          </Typography>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3, ...clamp(1) }}>
            {item.name}
          </Typography>
          <SpecLine item={item} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, minHeight: 40, ...clamp(2) }}>
            {item.description}
          </Typography>
          <Typography variant="body2" sx={{ mt: 1.5, fontWeight: 600 }}>
            {unitsLabel(item.quantity)}
          </Typography>
          <Typography variant="caption" sx={{ color: 'success.main', display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
            <RecyclingIcon fontSize="inherit" /> {wasteLabel(item)} kept from landfill
          </Typography>
        </CardContent>
      </CardActionArea>
      {/* Outside the card's link, like the buttons below: links do not nest. */}
      <Typography variant="body2" sx={{ px: 2, fontWeight: 600, ...clamp(1) }}>
        <BusinessLink item={item} sx={{ display: 'inline-block', py: 0.5 }} />
      </Typography>
      {/* Outside the card's link: a button inside a link is not allowed. */}
      {!own && <BookmarkToggle item={item} sx={{ position: 'absolute', top: 8, right: 8, bgcolor: 'background.paper', boxShadow: 1, '&:hover': { bgcolor: 'background.paper' } }} />}
      {item.businessContact && (
        <CardActions sx={{ px: 2, pt: 0 }}>
          <Link href={itemInquiryHref(item, item.businessContact)} variant="body2" sx={{ display: 'inline-block', py: 0.5 }}>
            Contact Business
          </Link>
        </CardActions>
      )}
    </Card>
  );
}
