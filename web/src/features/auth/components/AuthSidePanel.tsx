import BuildIcon from '@mui/icons-material/Build';
import DoorSlidingIcon from '@mui/icons-material/DoorSliding';
import RecyclingIcon from '@mui/icons-material/Recycling';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const FEATURES = [
  { Icon: DoorSlidingIcon, title: 'Door Inventory', text: 'List surplus roll-up doors with photos, SKUs and quantities in minutes.' },
  { Icon: BuildIcon, title: 'Parts Management', text: 'Track springs, motors, tracks and every spare part you have left over.' },
  { Icon: SearchIcon, title: 'Search & Filter', text: 'Find doors and parts by name, ID, business or location across the marketplace.' },
  { Icon: RecyclingIcon, title: 'Sustainable Business', text: 'Keep surplus out of landfill and turn leftovers into revenue: zero waste.' },
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
        {FEATURES.map(({ Icon, title, text }) => (
          <Stack key={title} direction="row" spacing={2}>
            <Icon sx={{ color: 'secondary.main', mt: 0.25 }} />
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
