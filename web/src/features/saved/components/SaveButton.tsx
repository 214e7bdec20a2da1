import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import type { InventoryItem } from '@surplus/shared';
import { BUTTON, buttonClass } from '../../../components/button-styles';
import { useSaveListing } from '../use-save-listing';

/** The item page's Save button: "Save", or "Saved" (pressed) once the listing is saved. */
export function SaveButton({ item }: { item: InventoryItem }) {
  const saveListing = useSaveListing();
  const saved = item.saved === true;
  return (
    <button type="button" className={buttonClass({ variant: saved ? 'contained' : 'outlined' })} aria-pressed={saved} onClick={() => saveListing(item)}>
      <span className={BUTTON.startIcon}>{saved ? <BookmarkIcon /> : <BookmarkBorderIcon />}</span>
      {saved ? 'Saved' : 'Save'}
    </button>
  );
}
