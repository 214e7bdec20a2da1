import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DEAL_LIMITS, formatCents, type InventoryItem } from '@surplus/shared';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../api/client';
import { DialogButtons } from '../../../components/DialogButtons';
import { useToast } from '../../../hooks/use-toast';
import { fieldProps } from '../../../lib/formik-field';
import { unitsLabel } from '../../../lib/format';
import { useCreateHold } from '../api/create-hold';
import { formErrors, quantityError } from '../../../lib/deal-form';
import { dealDateLabel, totalLabel } from '../deal-labels';
import { availableOf } from '../listing-deal';
import { RefusalAlert } from '../../../components/RefusalAlert';

/** Reserve units of a listing at its asking price: 1 to what is available, with the total. */
export function ReserveDialog({ item, onClose }: { item: InventoryItem; onClose: () => void }) {
  const available = availableOf(item);
  const unitPriceCents = item.priceMode === 'free' ? 0 : (item.unitPriceCents ?? 0);
  const createHold = useCreateHold(item.id);
  const toast = useToast();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { quantity: '1' },
    validate: ({ quantity }) => formErrors<{ quantity: string }>({ quantity: quantityError(quantity, available) }),
    onSubmit: async ({ quantity }) => {
      setRefusal(null);
      try {
        const hold = await createHold.mutateAsync({ quantity: Number(quantity) });
        toast({
          title: 'Reserved',
          description: `${unitsLabel(hold.quantity)} of ${item.name} held for you until ${dealDateLabel(hold.expiresAt)}.`,
          variant: 'success',
          actions: [
            { label: 'Open conversation', onClick: () => navigate(`/inbox/${hold.threadId}`) },
            { label: 'Deals', onClick: () => navigate('/deals') },
          ],
        });
        onClose();
      } catch (error) {
        setRefusal(errorMessage(error, 'Could not reserve: please try again'));
      }
    },
  });
  const quantity = Number(formik.values.quantity);
  const valid = quantityError(formik.values.quantity, available) === undefined;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="reserve-title">
      <form onSubmit={formik.handleSubmit} noValidate>
        <DialogTitle id="reserve-title">Reserve {item.name}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {unitPriceCents === 0 ? 'Free' : `${formatCents(unitPriceCents)} each`}. {item.businessName} holds them for you for {DEAL_LIMITS.holdDaysDefault} days
            while you arrange pick-up.
          </DialogContentText>
          <TextField
            label="Quantity"
            type="number"
            required
            fullWidth
            autoFocus
            {...fieldProps(formik, 'quantity')}
            helperText={fieldProps(formik, 'quantity').helperText ?? `1 to ${available} available`}
            slotProps={{ htmlInput: { min: 1, max: available, step: 1 } }}
          />
          <Typography sx={{ mt: 2, fontWeight: 700 }} aria-live="polite">
            Total: {valid ? totalLabel(quantity * unitPriceCents) : '—'}
          </Typography>
          <RefusalAlert refusal={refusal} />
        </DialogContent>
        <DialogButtons onCancel={onClose} label="Reserve" pendingLabel="Reserving..." pending={formik.isSubmitting} />
      </form>
    </Dialog>
  );
}
