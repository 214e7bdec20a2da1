import type { InventoryItem } from '@surplus/shared';
import type { MouseEvent } from 'react';
import { ActionTooltip } from '../../../components/ActionTooltip';
import { BUTTON } from '../../../components/button-styles';
import { ButtonOrLink } from '../../../components/ButtonOrLink';
import { Icon } from '../../../components/Icon';
import { useContactAction } from '../../../hooks/use-contact-action';
import { itemInquiryHref } from '../../../lib/contact';
import { BookmarkToggle } from '../../../components/BookmarkToggle';
import { ACTIONS } from './item-actions-styles';
import type { useItemDialogs } from './ItemDialogs';

interface ItemActionsProps {
  item: InventoryItem;
  /** The owner gets Edit, Record a sale made elsewhere and Delete; everyone else gets Contact. */
  editable: boolean;
  userId: number | undefined;
  dialogs: ReturnType<typeof useItemDialogs>;
}

const BUTTONS = `${BUTTON.icon} ${ACTIONS.button}`;

/**
 * View, then Edit, Record a sale made elsewhere (while some is available) and Delete, or Save and Contact (not on one's
 * own listing); clicks stay off the row or card around them, which opens the item.
 */
export function ItemActions({ item, editable, userId, dialogs }: ItemActionsProps) {
  const contact = useContactAction(item.businessContact, (address) => itemInquiryHref(item, address));
  const owner = userId === item.userId;
  const stop = (action: () => void) => (event: MouseEvent) => {
    event.stopPropagation();
    action();
  };
  return (
    <div className={ACTIONS.group}>
      <ActionTooltip title="View">
        <button type="button" className={BUTTONS} aria-label={`View ${item.name}`} onClick={stop(() => dialogs.view(item.id))}>
          <Icon icon="Visibility" fontSize="small" />
        </button>
      </ActionTooltip>
      {!owner && (
        <ActionTooltip title={item.saved ? 'Saved' : 'Save'}>
          <BookmarkToggle item={item} className={ACTIONS.button} />
        </ActionTooltip>
      )}
      {editable && owner ? (
        <>
          <ActionTooltip title="Edit">
            <button type="button" className={BUTTONS} aria-label={`Edit ${item.name}`} onClick={stop(() => dialogs.edit(item.id))}>
              <Icon icon="Edit" fontSize="small" />
            </button>
          </ActionTooltip>
          {item.availableQuantity > 0 && (
            <ActionTooltip title="Record a sale made elsewhere">
              <button type="button" className={BUTTONS} aria-label={`Record a sale of ${item.name}`} onClick={stop(() => dialogs.recordSale(item.id))}>
                <Icon icon="SellOutlined" fontSize="small" />
              </button>
            </ActionTooltip>
          )}
          <ActionTooltip title="Delete">
            <button type="button" className={`${BUTTONS} ${BUTTON.iconError}`} aria-label={`Delete ${item.name}`} onClick={stop(() => dialogs.remove(item.id))}>
              <Icon icon="DeleteOutlined" fontSize="small" />
            </button>
          </ActionTooltip>
        </>
      ) : (
        !owner && (
          <ActionTooltip title="Contact">
            <ButtonOrLink className={BUTTONS} aria-label={`Contact ${item.businessName}`} {...contact}>
              <Icon icon="Mail" fontSize="small" />
            </ButtonOrLink>
          </ActionTooltip>
        )
      )}
    </div>
  );
}
