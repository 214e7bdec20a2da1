import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Icon } from '../../../components/Icon';
import type { IconName } from '../../../components/icon-paths';

const FEATURES: { icon: IconName; title: string; text: string }[] = [
  { icon: 'DoorSliding', title: 'Door Inventory', text: 'List surplus roll-up doors with photos, SKUs and quantities in minutes.' },
  { icon: 'Build', title: 'Parts Management', text: 'Track springs, motors, tracks and every spare part you have left over.' },
  { icon: 'Search', title: 'Search & Filter', text: 'Find doors and parts by name, ID, business or location across the marketplace.' },
  { icon: 'Recycling', title: 'Sustainable Business', text: 'Keep surplus out of landfill and turn leftovers into revenue: zero waste.' },
];

export function AuthSidePanel() {
  return (
    <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 3, p: { xs: 3, md: 4 }, height: '100%' }}>
      <Typography variant="h2" component="h2" sx={{ mb: 1 }}>
        The pro supplier tool for surplus doors
      </Typography>
      <Typography sx={{ mb: 3, opacity: 0.9 }}>
        Powered by a roll-up door company, built for zero waste of surplus doors and parts.
      </Typography>
      <Stack spacing={2.5}>
        {FEATURES.map(({ icon, title, text }) => (
          <Stack key={title} direction="row" spacing={2}>
            <Box component="span" sx={{ display: 'inline-flex', color: 'secondary.main', mt: 0.25 }}>
              <Icon icon={icon} />
            </Box>
            <Box>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                {title}
              </Typography>
              <Typography variant="body2" sx={{ opacity: 0.9 }}>
                {text}
              </Typography>
            </Box>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
