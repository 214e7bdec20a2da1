import BuildIcon from '@mui/icons-material/Build';
import DoorSlidingIcon from '@mui/icons-material/DoorSliding';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import StorefrontIcon from '@mui/icons-material/Storefront';
import Box from '@mui/material/Box';
import type { InventoryStats } from '@surplus/shared';
import { StatCard } from '../../../components/StatCard';
import { countLabel } from '../../../lib/format';

const CARDS = [
  { key: 'totalDoors', label: 'Total Doors', Icon: DoorSlidingIcon },
  { key: 'totalParts', label: 'Total Parts', Icon: BuildIcon },
  { key: 'myInventory', label: 'My Inventory', Icon: Inventory2Icon },
  { key: 'totalBusinesses', label: 'Active Businesses', Icon: StorefrontIcon },
] as const;

/** The dashboard reading of the home page: four counts for the signed-in business. */
export function StatCards({ stats }: { stats: InventoryStats | undefined }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', lg: 'repeat(4, 1fr)' }, mb: 3 }}>
      {CARDS.map(({ key, label, Icon }) => (
        <StatCard key={key} label={label} Icon={Icon} value={stats && countLabel(stats[key])} />
      ))}
    </Box>
  );
}
