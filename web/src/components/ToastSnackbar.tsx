import Box from '@mui/material/Box';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import { TOASTS } from '@surplus/shared';
import type { PointerEvent } from 'react';
import type { ToastInput } from '../hooks/use-toast';
import { Notice } from './Notice';
import { PlainButton } from './PlainButton';

const SEVERITY = { default: 'info', success: 'success', destructive: 'error' } as const;

interface ToastSnackbarProps {
  toast: ToastInput;
  open: boolean;
  onClose: (event: unknown, reason?: SnackbarCloseReason) => void;
  /** Closed by its close button or one of its actions. */
  onDismiss: () => void;
  onPointerDown: (event: PointerEvent) => void;
  onPointerMove: (event: PointerEvent) => void;
  onPointerUp: () => void;
}

/** The toast on screen: a filled alert in a snackbar, bottom right, with its actions. */
export function ToastSnackbar({ toast, open, onClose, onDismiss, onPointerDown, onPointerMove, onPointerUp }: ToastSnackbarProps) {
  return (
    <Snackbar
      open={open}
      onClose={onClose}
      autoHideDuration={toast.actions?.length ? TOASTS.actionDurationMs : TOASTS.durationMs}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    >
      <Box sx={{ width: '100%', maxWidth: 420, touchAction: 'pan-y' }}>
        <Notice
          variant="filled"
          severity={SEVERITY[toast.variant ?? 'default']}
          heading={toast.title}
          onClose={onDismiss}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          role={toast.variant === 'destructive' ? 'alert' : 'status'}
        >
          {toast.description}
          {toast.actions && (
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              {toast.actions.map((action) => (
                <PlainButton
                  key={action.label}
                  size="small"
                  variant="outlined"
                  color="inherit"
                  onClick={() => {
                    onDismiss();
                    action.onClick();
                  }}
                >
                  {action.label}
                </PlainButton>
              ))}
            </Stack>
          )}
        </Notice>
      </Box>
    </Snackbar>
  );
}
