import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/client';
import { Notice } from '../../../components/Notice';
import { PlainButton } from '../../../components/PlainButton';
import { useUnsubscribe } from '../api/unsubscribe';

/** /unsubscribe?token=: the link in the body of inquiry e-mails; no sign-in needed, the token is signed. */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const result = useUnsubscribe(token);
  return (
    <Stack spacing={2} sx={{ maxWidth: 560, mx: 'auto', py: { xs: 2, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' } }}>
        E-mails about messages
      </Typography>
      {token === '' ? (
        <Notice severity="error">This unsubscribe link is not valid</Notice>
      ) : result.isPending ? (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={20} />
          <Typography>Unsubscribing...</Typography>
        </Stack>
      ) : result.error ? (
        <Notice severity="error" heading="Could not unsubscribe">
          {errorMessage(result.error, 'Please try again')}
        </Notice>
      ) : (
        <Notice severity="success" heading="Unsubscribed">
          {result.data.message}
        </Notice>
      )}
      <div>
        <PlainButton to="/inbox" variant="outlined">
          Go to your inbox
        </PlainButton>
      </div>
    </Stack>
  );
}
