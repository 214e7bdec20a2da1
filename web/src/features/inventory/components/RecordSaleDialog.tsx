import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type InventoryItem, TRANSFER_LIMITS } from '@surplus/shared';
import { useFormik } from 'formik';
import { useState } from 'react';
import { errorMessage } from '../../../api/client';
import { DialogButtons } from '../../../components/DialogButtons';
import { useToast } from '../../../hooks/use-toast';
import { fieldProps } from '../../../lib/formik-field';
import { categoryUnitsLabel, countLabel, heldLabel, wasteLabel } from '../../../lib/format';
import { formErrors, lengthError, quantityError } from '../../../lib/deal-form';
import { RefusalAlert } from '../../../components/RefusalAlert';
import { useRecordSale } from '../api/record-sale';

interface RecordSaleValues {
  quantity: string;
  buyerName: string;
  note: string;
}

/**
 * The owner records units of a listing sold outside the marketplace: 1 to what is available (units on hold are the
 * buyers'), and optionally who bought them. They leave the listing at once and count in the impact as sold elsewhere.
 */
export function RecordSaleDialog({ item, onClose }: { item: InventoryItem; onClose: () => void }) {
  const record = useRecordSale(item.id);
  const toast = useToast();
  const [refusal, setRefusal] = useState<string | null>(null);
  const available = item.availableQuantity;
  const held = heldLabel(item);
  const formik = useFormik<RecordSaleValues>({
    initialValues: { quantity: '1', buyerName: '', note: '' },
    validate: (values) =>
      formErrors<RecordSaleValues>({
        quantity: quantityError(values.quantity, available),
        buyerName: lengthError('Buyer name', values.buyerName, TRANSFER_LIMITS.buyerNameMax),
        note: lengthError('Note', values.note, TRANSFER_LIMITS.noteMax),
      }),
    onSubmit: async (values) => {
      setRefusal(null);
      const buyerName = values.buyerName.trim();
      const note = values.note.trim();
      try {
        const transfer = await record.mutateAsync({ quantity: Number(values.quantity), ...(buyerName && { buyerName }), ...(note && { note }) });
        toast({
          title: 'Sale recorded',
          description: `${categoryUnitsLabel(item.category, transfer.quantity)} of ${item.name} left the listing: ${countLabel(transfer.kg)} kg kept out of landfill.`,
          variant: 'success',
        });
        onClose();
      } catch (error) {
        setRefusal(errorMessage(error, 'Could not record the sale: please try again'));
      }
    },
  });
  const quantity = quantityError(formik.values.quantity, available) === undefined ? Number(formik.values.quantity) : null;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="record-sale-title">
      <form onSubmit={formik.handleSubmit} noValidate>
        <DialogTitle id="record-sale-title">Record a sale made elsewhere</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Sold some of {item.name} outside the marketplace? They leave the listing, and count in your impact as sold elsewhere
            {quantity === null ? '' : ` (${wasteLabel({ category: item.category, quantity })})`}.{held ? ` ${held}: those stay with their buyers.` : ''}
          </DialogContentText>
          <Stack spacing={2}>
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
            <TextField label="Buyer name (optional)" fullWidth {...fieldProps(formik, 'buyerName')} />
            <TextField label="Note (optional)" multiline minRows={2} fullWidth {...fieldProps(formik, 'note')} />
          </Stack>
          <RefusalAlert refusal={refusal} />
        </DialogContent>
        <DialogButtons onCancel={onClose} label="Record sale" pendingLabel="Recording..." pending={formik.isSubmitting} />
      </form>
    </Dialog>
  );
}
