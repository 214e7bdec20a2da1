import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { DealRole, Hold } from '@surplus/shared';
import { useState } from 'react';
import { errorMessage } from '../../../api/client';
import { DialogButtons } from '../../../components/DialogButtons';
import { useToast } from '../../../hooks/use-toast';
import { unitsLabel } from '../../../lib/format';
import { useReleaseHold } from '../api/release-hold';
import { RefusalAlert } from '../../../components/RefusalAlert';

/** Either party ends a hold early, once confirmed: the units go back on sale. */
export function ReleaseHoldDialog({ hold, role, onClose }: { hold: Hold; role: DealRole; onClose: () => void }) {
  const release = useReleaseHold();
  const toast = useToast();
  const [refusal, setRefusal] = useState<string | null>(null);
  const other = role === 'buyer' ? hold.seller.businessName : hold.buyer.businessName;
  const confirm = async () => {
    setRefusal(null);
    try {
      await release.mutateAsync(hold);
      toast({ title: 'Hold released', description: `${unitsLabel(hold.quantity)} of ${hold.itemName} are back on sale.`, variant: 'success' });
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error, 'Could not release the hold: please try again'));
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="release-title">
      <DialogTitle id="release-title">Release this hold?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {unitsLabel(hold.quantity)} of {hold.itemName} go back on sale for everyone, and {other} is told. This cannot be undone.
        </DialogContentText>
        <RefusalAlert refusal={refusal} />
      </DialogContent>
      <DialogButtons
        onCancel={onClose}
        cancelLabel="Keep it"
        label="Release"
        pendingLabel="Releasing..."
        pending={release.isPending}
        onConfirm={() => void confirm()}
        color="error"
      />
    </Dialog>
  );
}
