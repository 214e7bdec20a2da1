import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { errorMessage } from '../../../api/client';
import { useToast } from '../../../hooks/use-toast';
import { useLogout } from '../../auth';

/** The navigation's Logout, below the links (signed in only); it closes the phone's drawer when done. */
export function SidebarLogout({ onClose }: { onClose: () => void }) {
  const logout = useLogout();
  const toast = useToast();

  const onLogout = () =>
    logout.mutate(undefined, {
      onSuccess: () => toast({ title: 'Logged out', description: 'You have been successfully logged out.', variant: 'success' }),
      onError: (error) => toast({ title: 'Logout failed', description: errorMessage(error, 'Logout failed'), variant: 'destructive' }),
      onSettled: onClose,
    });

  return (
    <>
      <Divider />
      <Box sx={{ px: 1, py: 1 }}>
        <ListItemButton onClick={onLogout} disabled={logout.isPending} sx={{ borderRadius: 2 }}>
          <ListItemIcon sx={{ minWidth: 40 }}>
            <LogoutIcon />
          </ListItemIcon>
          <ListItemText primary={logout.isPending ? 'Logging out...' : 'Logout'} />
        </ListItemButton>
      </Box>
    </>
  );
}
