import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Icon } from '../../../components/Icon';

/** The navigation's Logout, below the links (signed in only; the sidebar holds the request: this is gone once it succeeds). */
export function SidebarLogout({ onLogout, loggingOut }: { onLogout: () => void; loggingOut: boolean }) {
  return (
    <>
      <Divider />
      <Box sx={{ px: 1, py: 1 }}>
        <ListItemButton onClick={onLogout} disabled={loggingOut} sx={{ borderRadius: 2 }}>
          <ListItemIcon sx={{ minWidth: 40 }}>
            <Icon icon="Logout" />
          </ListItemIcon>
          <ListItemText primary={loggingOut ? 'Logging out...' : 'Logout'} />
        </ListItemButton>
      </Box>
    </>
  );
}
