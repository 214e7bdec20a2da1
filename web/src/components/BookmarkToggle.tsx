import type { HTMLAttributes, MouseEvent } from 'react';
import { BUTTON } from './button-styles';
import { Icon } from './Icon';
import { useSaveListing } from '../hooks/use-save-listing';

// The size of the rows' and cards' other actions (item-actions-styles.ts).
const SIZE = { width: 40, height: 40 };

interface BookmarkToggleProps extends Omit<HTMLAttributes<HTMLButtonElement>, 'onClick'> {
  item: { id: number; saved?: boolean };
}

/**
 * The bookmark on cards and rows: saves or unsaves without opening the row or card around it. Other props
 * (ActionTooltip's among them) go to the button.
 */
export function BookmarkToggle({ item, className, ...buttonProps }: BookmarkToggleProps) {
  const saveListing = useSaveListing();
  const saved = item.saved === true;
  const onClick = (event: MouseEvent) => {
    event.stopPropagation();
    event.preventDefault();
    saveListing(item);
  };
  const classes = [BUTTON.icon, saved && BUTTON.iconPrimary, className].filter(Boolean).join(' ');
  return (
    <button type="button" {...buttonProps} className={classes} style={SIZE} aria-label={saved ? 'Unsave listing' : 'Save listing'} aria-pressed={saved} onClick={onClick}>
      <Icon icon={saved ? 'Bookmark' : 'BookmarkBorder'} fontSize="small" />
    </button>
  );
}
