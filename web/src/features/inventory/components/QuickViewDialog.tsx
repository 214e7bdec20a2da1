import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { priceLabel, type InventoryItem } from '@surplus/shared';
import type { ReactNode } from 'react';
import { CategoryBadge } from '../../../components/CategoryBadge';
import { Icon } from '../../../components/Icon';
import { PlainButton, PlainIconButton } from '../../../components/PlainButton';
import { itemInquiryHref } from '../../../lib/contact';
import { lastUpdatedLabel } from '../../../lib/date-labels';
import { availableLabel, displayItemId, heldLabel, unitsLabel } from '../../../lib/format';
import { ItemImage } from '../../../components/ItemImage';
import { EDIT_FIELD_LABELS, type EditField } from '../item-form';
import { ContactButton } from './ContactButton';
import { EditItemMenu } from './EditItemMenu';

interface QuickViewDialogProps {
  item: InventoryItem;
  owner: boolean;
  onClose: () => void;
  onEdit: (field: EditField) => void;
}

export function QuickViewDialog({ item, owner, onClose, onEdit }: QuickViewDialogProps) {
  const row = (label: string, value: ReactNode, field?: EditField) => (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', py: 0.75, borderBottom: 1, borderColor: 'divider' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', width: 120, flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ flexGrow: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {value}
      </Typography>
      {owner && field && (
        <PlainIconButton size="small" aria-label={EDIT_FIELD_LABELS[field]} onClick={() => onEdit(field)}>
          <Icon icon="Edit" fontSize="small" />
        </PlainIconButton>
      )}
    </Stack>
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="quick-view-title">
      <DialogTitle id="quick-view-title" sx={{ pr: 6 }}>
        {item.name}
        <Box component="span" sx={{ position: 'absolute', right: 8, top: 8, display: 'flex' }}>
          <PlainIconButton aria-label="Close" onClick={onClose}>
            <Icon icon="Close" />
          </PlainIconButton>
        </Box>
      </DialogTitle>
      <DialogContent dividers>
        <Box sx={{ position: 'relative', mb: 2 }}>
          <ItemImage src={item.imageUrl} alt={item.name} height={240} variant="display" sx={{ borderRadius: 2 }} />
          {owner && (
            // The paper behind the button: its own hover tint over it is MUI's grey.100.
            <Box sx={{ position: 'absolute', right: 8, bottom: 8, display: 'flex', borderRadius: '50%', bgcolor: 'background.paper' }}>
              <PlainIconButton aria-label={EDIT_FIELD_LABELS.image} onClick={() => onEdit('image')}>
                <Icon icon="Edit" fontSize="small" />
              </PlainIconButton>
            </Box>
          )}
        </Box>
        {row('Name', item.name, 'name')}
        {row('Category', <CategoryBadge category={item.category} />)}
        {row('Item ID', displayItemId(item), 'itemId')}
        {row('Quantity', unitsLabel(item.quantity), 'quantity')}
        {row('Available', [availableLabel(item), heldLabel(item)].filter(Boolean).join(' · '))}
        {row('Price', priceLabel(item), 'price')}
        {row('Description', item.description || 'No description provided.', 'description')}
        {row('Business', item.businessName)}
        {row('Location', item.businessLocation || 'N/A')}
        {row('Contact', item.businessContact || 'N/A')}
        {row('Last Updated', lastUpdatedLabel(item.lastUpdated))}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>
        <PlainButton to={`/item/${item.id}`}>
          View Details
        </PlainButton>
        {owner ? (
          <EditItemMenu onEdit={onEdit} />
        ) : (
          <ContactButton variant="contained" contact={item.businessContact} href={(to) => itemInquiryHref(item, to)} />
        )}
      </DialogActions>
    </Dialog>
  );
}
