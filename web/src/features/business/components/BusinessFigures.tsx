import BuildIcon from '@mui/icons-material/Build';
import DoorSlidingIcon from '@mui/icons-material/DoorSliding';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import RecyclingIcon from '@mui/icons-material/Recycling';
import Box from '@mui/material/Box';
import type { BusinessProfile } from '@surplus/shared';
import { StatCard } from '../../../components/StatCard';
import { countLabel } from '../../../lib/format';

const number = (value: number | undefined) => (value === undefined ? undefined : countLabel(value));

/** What a business's current listings add up to. */
export function BusinessFigures({ business }: { business: BusinessProfile | undefined }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', lg: 'repeat(4, 1fr)' }, mb: 3 }}>
      <StatCard label="Listings" Icon={Inventory2Icon} value={number(business?.itemCount)} />
      <StatCard label="Door listings" Icon={DoorSlidingIcon} value={number(business?.doors)} />
      <StatCard label="Part listings" Icon={BuildIcon} value={number(business?.parts)} />
      <StatCard label="Kept from landfill" Icon={RecyclingIcon} value={business && `${number(business.wasteKg)} kg`} />
    </Box>
  );
}
