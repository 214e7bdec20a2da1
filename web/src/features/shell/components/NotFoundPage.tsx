import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PlainButton } from '../../../components/PlainButton';

export function NotFoundPage() {
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', mt: 8, textAlign: 'center' }}>
      <Typography variant="h1" gutterBottom>
        404 Page Not Found
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        Did you forget to add the page to the router? Add it to the route table in web/src/app/routes.tsx.
      </Typography>
      <PlainButton variant="contained" to="/">
        Back to Home
      </PlainButton>
    </Box>
  );
}
