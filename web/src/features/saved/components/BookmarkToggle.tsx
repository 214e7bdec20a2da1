import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { MouseEvent } from 'react';
import { useSaveListing } from '../use-save-listing';

interface BookmarkToggleProps {
  item: { id: number; saved?: boolean };
  sx?: IconButtonProps['sx'];
}

/** The bookmark on cards and rows: saves or unsaves without opening the row or card around it. */
export function BookmarkToggle({ item, sx }: BookmarkToggleProps) {
  const saveListing = useSaveListing();
  const saved = item.saved === true;
  const label = saved ? 'Unsave listing' : 'Save listing';
  const onClick = (event: MouseEvent) => {
    event.stopPropagation();
    event.preventDefault();
    saveListing(item);
  };
  return (
    <Tooltip describeChild title={saved ? 'Saved' : 'Save'}>
      <IconButton aria-label={label} aria-pressed={saved} onClick={onClick} color={saved ? 'primary' : 'default'} sx={{ width: 40, height: 40, ...sx }}>
        {saved ? <BookmarkIcon fontSize="small" /> : <BookmarkBorderIcon fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
}
