import BuildIcon from '@mui/icons-material/Build';
import DoorSlidingIcon from '@mui/icons-material/DoorSliding';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { InventoryStats } from '@surplus/shared';
import { Link as RouterLink } from 'react-router';
import { countLabel } from '../../../lib/format';

/** The banner with the zero-waste tagline and, on large screens, the totals panel. */
export function Hero({ stats }: { stats: InventoryStats | undefined }) {
  return (
    <Box
      sx={{
        background: 'linear-gradient(135deg, #1e3a5f 0%, #2c5282 100%)',
        color: 'primary.contrastText',
        borderRadius: 3,
        p: { xs: 3, md: 5 },
        mb: 3,
        display: 'flex',
        gap: 4,
        alignItems: 'center',
      }}
    >
      <Box sx={{ flexGrow: 1 }}>
        <Typography variant="overline" sx={{ color: 'secondary.main', fontWeight: 700 }}>
          Pro supplier tool
        </Typography>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' }, mb: 1 }}>
          Zero waste for surplus doors and parts
        </Typography>
        <Typography sx={{ opacity: 0.9, mb: 3, maxWidth: 560 }}>
          Buy and sell leftover roll-up doors and door parts between businesses, and keep them out of landfill.
        </Typography>
        <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained" color="secondary" startIcon={<DoorSlidingIcon />} component={RouterLink} to="/doors">
            Browse Doors
          </Button>
          <Button variant="outlined" color="inherit" startIcon={<BuildIcon />} component={RouterLink} to="/parts">
            Browse Parts
          </Button>
        </Stack>
      </Box>
      <Box
        aria-label="Marketplace totals"
        role="group"
        sx={{ display: { xs: 'none', lg: 'grid' }, gridTemplateColumns: '1fr 1fr', gap: 2, flexShrink: 0, bgcolor: 'rgba(255,255,255,0.1)', borderRadius: 2, p: 2.5 }}
      >
        {[
          { label: 'Total Items', value: stats && stats.totalDoors + stats.totalParts },
          { label: 'Businesses', value: stats?.totalBusinesses },
        ].map(({ label, value }) => (
          <Box key={label} sx={{ textAlign: 'center', minWidth: 110 }}>
            <Typography variant="h2" component="p">
              {value === undefined ? <Skeleton width={50} sx={{ mx: 'auto', bgcolor: 'rgba(255,255,255,0.2)' }} /> : countLabel(value)}
            </Typography>
            <Typography variant="body2" sx={{ opacity: 0.85 }}>
              {label}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
