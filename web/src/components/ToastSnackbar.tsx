import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import { TOASTS } from '@surplus/shared';
import type { PointerEvent } from 'react';
import type { ToastInput } from '../hooks/use-toast';

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
      <Alert
        variant="filled"
        severity={SEVERITY[toast.variant ?? 'default']}
        onClose={onDismiss}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        sx={{ width: '100%', maxWidth: 420, touchAction: 'pan-y' }}
        role={toast.variant === 'destructive' ? 'alert' : 'status'}
      >
        <AlertTitle>{toast.title}</AlertTitle>
        {toast.description}
        {toast.actions && (
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            {toast.actions.map((action) => (
              <Button
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
              </Button>
            ))}
          </Stack>
        )}
      </Alert>
    </Snackbar>
  );
}
