import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import MailIcon from '@mui/icons-material/Mail';
import VisibilityIcon from '@mui/icons-material/Visibility';
import IconButton from '@mui/material/IconButton';
import type { InventoryItem } from '@surplus/shared';
import type { MouseEvent } from 'react';
import { ActionTooltip } from '../../../components/ActionTooltip';
import { useToast } from '../../../hooks/use-toast';
import { CONTACT_UNAVAILABLE, itemInquiryHref } from '../../../lib/contact';
import { BookmarkToggle } from '../../saved';
import { ACTIONS } from './item-actions-styles';
import type { useItemDialogs } from './ItemDialogs';

interface ItemActionsProps {
  item: InventoryItem;
  /** The owner gets Edit and Delete; everyone else gets Contact. */
  editable: boolean;
  userId: number | undefined;
  dialogs: ReturnType<typeof useItemDialogs>;
}

/** View, then Edit and Delete, or Save and Contact (not on one's own listing); clicks stay off the row or card around them, which opens the item. */
export function ItemActions({ item, editable, userId, dialogs }: ItemActionsProps) {
  const toast = useToast();
  const owner = userId === item.userId;
  const stop = (action: () => void) => (event: MouseEvent) => {
    event.stopPropagation();
    action();
  };
  return (
    <div className={ACTIONS.group}>
      <ActionTooltip title="View">
        <IconButton className={ACTIONS.button} aria-label={`View ${item.name}`} onClick={stop(() => dialogs.view(item.id))}>
          <VisibilityIcon fontSize="small" />
        </IconButton>
      </ActionTooltip>
      {!owner && (
        <ActionTooltip title={item.saved ? 'Saved' : 'Save'}>
          <BookmarkToggle item={item} />
        </ActionTooltip>
      )}
      {editable && owner ? (
        <>
          <ActionTooltip title="Edit">
            <IconButton className={ACTIONS.button} aria-label={`Edit ${item.name}`} onClick={stop(() => dialogs.edit(item.id))}>
              <EditIcon fontSize="small" />
            </IconButton>
          </ActionTooltip>
          <ActionTooltip title="Delete">
            <IconButton className={ACTIONS.button} color="error" aria-label={`Delete ${item.name}`} onClick={stop(() => dialogs.remove(item.id))}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </ActionTooltip>
        </>
      ) : (
        !owner && (
          <ActionTooltip title="Contact">
            <IconButton
              className={ACTIONS.button}
              aria-label={`Contact ${item.businessName}`}
              {...(item.businessContact
                ? { href: itemInquiryHref(item, item.businessContact), onClick: (event: MouseEvent) => event.stopPropagation() }
                : { onClick: stop(() => toast(CONTACT_UNAVAILABLE)) })}
            >
              <MailIcon fontSize="small" />
            </IconButton>
          </ActionTooltip>
        )
      )}
    </div>
  );
}
