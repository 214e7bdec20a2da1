import BuildIcon from '@mui/icons-material/Build';
import DoorSlidingIcon from '@mui/icons-material/DoorSliding';
import Chip, { type ChipProps } from '@mui/material/Chip';
import type { Category } from '@surplus/shared';
import { categoryLabel } from '../lib/format';

export function CategoryBadge({ category, size = 'small', sx }: { category: Category; size?: ChipProps['size']; sx?: ChipProps['sx'] }) {
  return (
    <Chip
      size={size}
      icon={category === 'door' ? <DoorSlidingIcon /> : <BuildIcon />}
      label={categoryLabel(category)}
      color={category === 'door' ? 'primary' : 'secondary'}
      sx={sx}
    />
  );
}
