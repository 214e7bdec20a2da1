import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import { TOASTS } from '@surplus/shared';
import { useCallback, useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { ToastContext, type ToastInput } from '../toast-context';

interface ShownToast extends ToastInput {
  key: number;
}

const SEVERITY = { default: 'info', success: 'success', destructive: 'error' } as const;

/** One toast at a time (a new one replaces the old), 5 s, 10 s with actions; F8 focuses the region. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ShownToast | null>(null);
  const [open, setOpen] = useState(false);
  const region = useRef<HTMLDivElement>(null);
  const swipeStart = useRef<number | null>(null);
  const nextKey = useRef(0);

  const show = useCallback((input: ToastInput) => {
    setToast({ ...input, key: nextKey.current++ });
    setOpen(true);
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === TOASTS.focusHotkey) region.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const close = (_event?: unknown, reason?: SnackbarCloseReason) => {
    if (reason !== 'clickaway') setOpen(false);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (swipeStart.current !== null && event.clientX - swipeStart.current > TOASTS.swipeThresholdPx) {
      swipeStart.current = null;
      setOpen(false);
    }
  };

  return (
    <ToastContext value={show}>
      {children}
      <div ref={region} role="region" aria-label={`Notifications (${TOASTS.focusHotkey})`} tabIndex={-1}>
        {toast && (
          <Snackbar
            key={toast.key}
            open={open}
            onClose={close}
            autoHideDuration={toast.actions?.length ? TOASTS.actionDurationMs : TOASTS.durationMs}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          >
            <Alert
              variant="filled"
              severity={SEVERITY[toast.variant ?? 'default']}
              onClose={() => setOpen(false)}
              onPointerDown={(event) => (swipeStart.current = event.clientX)}
              onPointerMove={onPointerMove}
              onPointerUp={() => (swipeStart.current = null)}
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
                        setOpen(false);
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
        )}
      </div>
    </ToastContext>
  );
}
