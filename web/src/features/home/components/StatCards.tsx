import BuildIcon from '@mui/icons-material/Build';
import DoorSlidingIcon from '@mui/icons-material/DoorSliding';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import StorefrontIcon from '@mui/icons-material/Storefront';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import type { SvgIconComponent } from '@mui/icons-material';
import Typography from '@mui/material/Typography';
import type { InventoryStats } from '@surplus/shared';

const CARDS = [
  { key: 'totalDoors', label: 'Total Doors', Icon: DoorSlidingIcon },
  { key: 'totalParts', label: 'Total Parts', Icon: BuildIcon },
  { key: 'myInventory', label: 'My Inventory', Icon: Inventory2Icon },
  { key: 'totalBusinesses', label: 'Active Businesses', Icon: StorefrontIcon },
] as const;

/** One figure with its label and icon; a skeleton until the figure is known. */
export function StatCard({ label, Icon, value }: { label: string; Icon: SvgIconComponent; value: string | undefined }) {
  return (
    <Card>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 2, p: 1, display: 'flex' }}>
          <Icon />
        </Box>
        <div>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="h3" component="p">
            {value ?? <Skeleton width={40} />}
          </Typography>
        </div>
      </CardContent>
    </Card>
  );
}

/** The dashboard reading of the home page: four counts for the signed-in business. */
export function StatCards({ stats }: { stats: InventoryStats | undefined }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', lg: 'repeat(4, 1fr)' }, mb: 3 }}>
      {CARDS.map(({ key, label, Icon }) => (
        <StatCard key={key} label={label} Icon={Icon} value={stats?.[key].toLocaleString('en-US')} />
      ))}
    </Box>
  );
}
