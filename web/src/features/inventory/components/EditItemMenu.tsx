import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { Icon } from '../../../components/Icon';
import { PlainButton } from '../../../components/PlainButton';
import { EDIT_FIELD_LABELS, type EditField } from '../item-form';

const FIELDS: EditField[] = ['name', 'description', 'itemId', 'quantity', 'price', 'image', 'all'];

/** The owner's Edit Item menu: one field, the image, or all fields. */
export function EditItemMenu({ onEdit, label = 'Edit Item', imageLabel }: { onEdit: (field: EditField) => void; label?: string; imageLabel?: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <PlainButton
        variant="outlined"
        startIcon={<Icon icon="Edit" />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {label}
      </PlainButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {FIELDS.map((field) => (
          <MenuItem
            key={field}
            onClick={() => {
              setAnchor(null);
              onEdit(field);
            }}
          >
            {field === 'image' && imageLabel ? imageLabel : EDIT_FIELD_LABELS[field]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
