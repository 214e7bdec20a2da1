import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export const CONTACT_EMAIL = 'info@surplusdoors.example';
export const CONTACT_PHONE = '+1 (555) 010-0199';

// Links as 28 px tall blocks: apart enough to tap when they wrap onto two lines on a phone.
const LINK = { display: 'inline-block', py: 0.5 };

export function Footer() {
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', px: 3, py: 2, display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', bgcolor: 'background.paper' }}>
      <Typography variant="body2" color="text.secondary">
        © {new Date().getFullYear()} Surplus Doors Marketplace. Powered by a roll-up door company.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        <Link variant="body2" sx={LINK} href={`mailto:${CONTACT_EMAIL}`}>
          {CONTACT_EMAIL}
        </Link>
        <Link variant="body2" sx={{ ...LINK, whiteSpace: 'nowrap' }} href={`tel:${CONTACT_PHONE.replace(/[^+\d]/g, '')}`}>
          {CONTACT_PHONE}
        </Link>
      </Box>
    </Box>
  );
}
