import DialogActions from '@mui/material/DialogActions';
import type { ComponentProps } from 'react';
import { PlainButton } from './PlainButton';

interface DialogButtonsProps {
  onCancel: () => void;
  cancelLabel?: string;
  /** The confirming button's label, and the one it shows while `pending` (when it is disabled). */
  label: string;
  pendingLabel: string;
  pending: boolean;
  /** Without it the confirming button submits the dialog's form. */
  onConfirm?: () => void;
  color?: ComponentProps<typeof PlainButton>['color'];
}

/** A dialog's Cancel and confirming (contained) buttons. */
export function DialogButtons({ onCancel, cancelLabel = 'Cancel', label, pendingLabel, pending, onConfirm, color }: DialogButtonsProps) {
  return (
    <DialogActions>
      <PlainButton onClick={onCancel}>{cancelLabel}</PlainButton>
      <PlainButton type={onConfirm ? undefined : 'submit'} color={color} variant="contained" onClick={onConfirm} disabled={pending}>
        {pending ? pendingLabel : label}
      </PlainButton>
    </DialogActions>
  );
}
