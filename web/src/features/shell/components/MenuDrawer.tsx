import Drawer from '@mui/material/Drawer';
import type { ReactNode } from 'react';

/** Below 768 px: the navigation in a drawer opened from the header's menu button. */
export function MenuDrawer({ open, onClose, width, children }: { open: boolean; onClose: () => void; width: number; children: ReactNode }) {
  return (
    <Drawer variant="temporary" open={open} onClose={onClose} sx={{ display: { md: 'none' } }} slotProps={{ paper: { sx: { width } } }}>
      {children}
    </Drawer>
  );
}
