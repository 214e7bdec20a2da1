import type { InventoryItem } from '@surplus/shared';
import { Icon } from '../../../components/Icon';
import { PlainButton } from '../../../components/PlainButton';
import { useSaveListing } from '../../../hooks/use-save-listing';

/** The item page's Save button: "Save", or "Saved" (pressed) once the listing is saved. */
export function SaveButton({ item }: { item: InventoryItem }) {
  const saveListing = useSaveListing();
  const saved = item.saved === true;
  return (
    <PlainButton variant={saved ? 'contained' : 'outlined'} aria-pressed={saved} startIcon={<Icon icon={saved ? 'Bookmark' : 'BookmarkBorder'} />} onClick={() => saveListing(item)}>
      {saved ? 'Saved' : 'Save'}
    </PlainButton>
  );
}
