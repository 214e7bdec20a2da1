import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../api/client';
import { useToast } from '../../../hooks/use-toast';
import { PasswordField } from '../../../components/PasswordField';
import { PlainButton } from '../../../components/PlainButton';
import { useDeleteAccount } from '../api/account';

const CONFIRMATION = 'DELETE';

/** Deleting needs the password and DELETE typed out; afterwards the visitor is signed out on the home page. */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const deleteAccount = useDeleteAccount();
  const toast = useToast();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [typed, setTyped] = useState('');
  const ready = password.length > 0 && typed === CONFIRMATION;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    try {
      const { message } = await deleteAccount.mutateAsync(password);
      toast({ title: 'Account closed', description: message, variant: 'success' });
      await navigate('/', { replace: true });
      await deleteAccount.signOut();
    } catch (error) {
      toast({ title: 'Could not delete account', description: errorMessage(error, 'Please try again'), variant: 'destructive' });
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="delete-account-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="delete-account-title">Delete your account?</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Your listings, their photos, saved listings and searches, notifications and your side of every conversation are deleted for good.
          </DialogContentText>
          <Stack spacing={2}>
            <PasswordField label="Password" autoComplete="current-password" required value={password} onChange={(event) => setPassword(event.target.value)} />
            <TextField label={`Type ${CONFIRMATION} to confirm`} required value={typed} onChange={(event) => setTyped(event.target.value)} slotProps={{ htmlInput: { autoCapitalize: 'characters' } }} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <PlainButton onClick={onClose}>Cancel</PlainButton>
          <PlainButton type="submit" color="error" variant="contained" disabled={!ready || deleteAccount.isPending}>
            {deleteAccount.isPending ? 'Deleting...' : 'Delete account'}
          </PlainButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
