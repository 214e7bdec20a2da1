import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Transfer } from '@surplus/shared';
import { useState } from 'react';
import { errorMessage } from '../../../api/client';
import { DialogButtons } from '../../../components/DialogButtons';
import { useToast } from '../../../hooks/use-toast';
import { unitsLabel } from '../../../lib/format';
import { useCancelTransfer } from '../api/cancel-transfer';
import { RefusalAlert } from '../../../components/RefusalAlert';

/** The seller takes back a handover not yet confirmed, once confirmed here: the units go back on the listing. */
export function CancelTransferDialog({ transfer, onClose }: { transfer: Transfer; onClose: () => void }) {
  const cancel = useCancelTransfer();
  const toast = useToast();
  const [refusal, setRefusal] = useState<string | null>(null);
  const units = unitsLabel(transfer.quantity);
  const confirm = async () => {
    setRefusal(null);
    try {
      await cancel.mutateAsync(transfer);
      toast({ title: 'Transfer cancelled', description: `${units} of ${transfer.itemName} are back on the listing.`, variant: 'success' });
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error, 'Could not cancel the transfer: please try again'));
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="cancel-transfer-title">
      <DialogTitle id="cancel-transfer-title">Cancel this transfer?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {units} of {transfer.itemName} go back on the listing, and {transfer.buyer.businessName} is told. This cannot be undone.
        </DialogContentText>
        <RefusalAlert refusal={refusal} />
      </DialogContent>
      <DialogButtons
        onCancel={onClose}
        cancelLabel="Keep it"
        label="Cancel transfer"
        pendingLabel="Cancelling..."
        pending={cancel.isPending}
        onConfirm={() => void confirm()}
        color="error"
      />
    </Dialog>
  );
}
