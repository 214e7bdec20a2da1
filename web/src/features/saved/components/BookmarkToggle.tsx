import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import type { MouseEvent } from 'react';
import { useSaveListing } from '../use-save-listing';

interface BookmarkToggleProps extends Omit<IconButtonProps, 'item' | 'onClick'> {
  item: { id: number; saved?: boolean };
}

/**
 * The bookmark on cards and rows: saves or unsaves without opening the row or card around it. Other props
 * (a Tooltip's among them) go to the button.
 */
export function BookmarkToggle({ item, sx, ...buttonProps }: BookmarkToggleProps) {
  const saveListing = useSaveListing();
  const saved = item.saved === true;
  const onClick = (event: MouseEvent) => {
    event.stopPropagation();
    event.preventDefault();
    saveListing(item);
  };
  return (
    <IconButton
      {...buttonProps}
      aria-label={saved ? 'Unsave listing' : 'Save listing'}
      aria-pressed={saved}
      onClick={onClick}
      color={saved ? 'primary' : 'default'}
      sx={[{ width: 40, height: 40 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {saved ? <BookmarkIcon fontSize="small" /> : <BookmarkBorderIcon fontSize="small" />}
    </IconButton>
  );
}
