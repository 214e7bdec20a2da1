import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Hold, TRANSFER_LIMITS, TRANSFER_MESSAGES } from '@surplus/shared';
import { useFormik } from 'formik';
import { useState } from 'react';
import { errorMessage } from '../../../api/client';
import { DialogButtons } from '../../../components/DialogButtons';
import { useToast } from '../../../hooks/use-toast';
import { fieldProps } from '../../../lib/formik-field';
import { unitsLabel } from '../../../lib/format';
import { useHandOverHold } from '../api/hand-over-hold';
import { formErrors, lengthError, quantityError } from '../../../lib/deal-form';
import { dealDateLabel } from '../deal-labels';
import { RefusalAlert } from '../../../components/RefusalAlert';

interface HandOverValues {
  quantity: string;
  note: string;
}

/**
 * The seller hands over units of an active hold: 1 to what it holds (all of it to begin with), and a note. What is
 * not handed over goes back on the listing; the buyer is asked to confirm receipt.
 */
export function HandOverDialog({ hold, onClose }: { hold: Hold; onClose: () => void }) {
  const handOver = useHandOverHold();
  const toast = useToast();
  const [refusal, setRefusal] = useState<string | null>(null);
  const held = hold.quantity;
  const buyer = hold.buyer.businessName;
  const quantityOf = (typed: string) => quantityError(typed, held, TRANSFER_MESSAGES.handoverTooMany);
  const formik = useFormik<HandOverValues>({
    initialValues: { quantity: String(held), note: '' },
    validate: (values) => formErrors<HandOverValues>({ quantity: quantityOf(values.quantity), note: lengthError('Note', values.note, TRANSFER_LIMITS.noteMax) }),
    onSubmit: async (values) => {
      setRefusal(null);
      const note = values.note.trim();
      try {
        const transfer = await handOver.mutateAsync({ hold, input: { quantity: Number(values.quantity), ...(note && { note }) } });
        const asked = transfer.confirmBy ? ` They are asked to confirm receipt by ${dealDateLabel(transfer.confirmBy)}.` : '';
        toast({ title: 'Handed over', description: `${unitsLabel(transfer.quantity)} of ${hold.itemName} to ${buyer}.${asked}`, variant: 'success' });
        onClose();
      } catch (error) {
        setRefusal(errorMessage(error, 'Could not hand over: please try again'));
      }
    },
  });
  const rest = quantityOf(formik.values.quantity) === undefined ? held - Number(formik.values.quantity) : null;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="hand-over-title">
      <form onSubmit={formik.handleSubmit} noValidate>
        <DialogTitle id="hand-over-title">Hand over {hold.itemName}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {unitsLabel(held)} on hold for {buyer}. Hand over all of them or fewer: the rest goes back on the listing. {buyer} is asked to confirm receipt.
          </DialogContentText>
          <TextField
            label="Quantity"
            type="number"
            required
            fullWidth
            autoFocus
            {...fieldProps(formik, 'quantity')}
            helperText={fieldProps(formik, 'quantity').helperText ?? `1 to ${held} on hold`}
            slotProps={{ htmlInput: { min: 1, max: held, step: 1 } }}
          />
          <Typography sx={{ mt: 1, mb: 2, fontWeight: 700 }} aria-live="polite">
            Back on the listing: {rest === null ? '—' : rest === 0 ? 'none' : unitsLabel(rest)}
          </Typography>
          <TextField
            label="Note (optional)"
            multiline
            minRows={2}
            fullWidth
            {...fieldProps(formik, 'note')}
            helperText={fieldProps(formik, 'note').helperText ?? `For ${buyer}: pick-up, condition, paperwork. Up to ${TRANSFER_LIMITS.noteMax} characters.`}
          />
          <RefusalAlert refusal={refusal} />
        </DialogContent>
        <DialogButtons onCancel={onClose} label="Hand over" pendingLabel="Handing over..." pending={formik.isSubmitting} />
      </form>
    </Dialog>
  );
}
