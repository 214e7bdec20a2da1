import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export const CONTACT_EMAIL = 'info@surplusdoors.example';
export const CONTACT_PHONE = '+1 (555) 010-0199';

export function Footer() {
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', px: 3, py: 2, display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', bgcolor: 'background.paper' }}>
      <Typography variant="body2" color="text.secondary">
        © {new Date().getFullYear()} Surplus Doors Marketplace. Powered by a roll-up door company.
      </Typography>
      <Box sx={{ display: 'flex', gap: 2 }}>
        <Link variant="body2" href={`mailto:${CONTACT_EMAIL}`}>
          {CONTACT_EMAIL}
        </Link>
        <Link variant="body2" sx={{ whiteSpace: 'nowrap' }} href={`tel:${CONTACT_PHONE.replace(/[^+\d]/g, '')}`}>
          {CONTACT_PHONE}
        </Link>
      </Box>
    </Box>
  );
}
