import type { SnackbarCloseReason } from '@mui/material/Snackbar';
import { TOASTS } from '@surplus/shared';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { browserOnly } from './browser-only';
import { ToastContext, type ToastInput } from '../hooks/use-toast';

// The snackbar and its transitions load with the first toast: no page shows one when it opens.
const ToastSnackbar = lazy(typeof window === 'undefined' ? browserOnly : () => import('./ToastSnackbar').then((m) => ({ default: m.ToastSnackbar })));

interface ShownToast extends ToastInput {
  key: number;
}

/**
 * One toast at a time (a new one replaces the old), 5 s, 10 s with actions; F8 focuses the region. The
 * region is a child of <body> that stays readable while a dialog is open (see useStaysReadable).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ShownToast | null>(null);
  const [open, setOpen] = useState(false);
  const region = useRef<HTMLDivElement>(null);
  const swipeStart = useRef<number | null>(null);
  const nextKey = useRef(0);
  // The region is a portal into <body>: server rendering has no body, so it joins after hydration.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  useStaysReadable(region, mounted);

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
      {mounted &&
        createPortal(
        <div ref={region} role="region" aria-live="polite" aria-label={`Notifications (${TOASTS.focusHotkey})`} tabIndex={-1}>
          {toast && (
            <Suspense fallback={null}>
              <ToastSnackbar
                key={toast.key}
                toast={toast}
                open={open}
                onClose={close}
                onDismiss={() => setOpen(false)}
                onPointerDown={(event) => (swipeStart.current = event.clientX)}
                onPointerMove={onPointerMove}
                onPointerUp={() => (swipeStart.current = null)}
              />
            </Suspense>
          )}
        </div>,
        document.body,
      )}
    </ToastContext>
  );
}

/**
 * An open MUI dialog marks every other child of <body> aria-hidden, and a live region inside a hidden
 * subtree is never announced: toasts raised from a dialog (Item added, Upload failed) would go unheard.
 * The dialog itself is aria-modal, so lifting the mark from this one region keeps the rest of the page
 * out of reach while its announcements get through.
 */
function useStaysReadable(region: { current: HTMLElement | null }, mounted: boolean) {
  useEffect(() => {
    const element = region.current;
    if (!element) return;
    const observer = new MutationObserver(() => {
      if (element.getAttribute('aria-hidden') === 'true') element.removeAttribute('aria-hidden');
    });
    observer.observe(element, { attributes: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, [region, mounted]);
}
