import type { Category } from '@surplus/shared';
import { categoryLabel } from '../lib/format';
import { CHIP } from './chip-styles';
import { Icon } from './Icon';

/** The listing's category as a small filled chip: navy for doors, amber for parts. */
export function CategoryBadge({ category }: { category: Category }) {
  return (
    <span className={`${CHIP.root} ${category === 'door' ? CHIP.primary : CHIP.secondary}`}>
      <Icon icon={category === 'door' ? 'DoorSliding' : 'Build'} className={CHIP.icon} />
      <span className={CHIP.label}>{categoryLabel(category)}</span>
    </span>
  );
}
