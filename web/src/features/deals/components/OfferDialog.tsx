import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DEAL_LIMITS, DEAL_MESSAGES, dollarsOfCents, type OfferCreateInput } from '@surplus/shared';
import { useFormik } from 'formik';
import { useState } from 'react';
import { errorMessage } from '../../../api/client';
import { DialogButtons } from '../../../components/DialogButtons';
import { fieldProps } from '../../../lib/formik-field';
import { formErrors, hoursError, messageError, quantityError, unitPriceCentsOf, unitPriceError } from '../../../lib/deal-form';
import { totalLabel } from '../deal-labels';
import { RefusalAlert } from '../../../components/RefusalAlert';

export interface OfferDialogProps {
  /** 'Make an offer' or 'Counter-offer'. */
  title: string;
  /** The line under the title: the listing, and what it asks or what the offer being countered said. */
  intro: string;
  initial: { quantity: number; unitPriceCents?: number };
  /** What is left to reserve, when known (the listing page); else any quantity the API takes. */
  maxQuantity?: number;
  submitLabel: string;
  /** Sends the offer; a refusal it throws shows in the dialog as the server wrote it. */
  onSubmit: (input: OfferCreateInput) => Promise<void>;
  onClose: () => void;
}

interface OfferValues {
  quantity: string;
  unitPrice: string;
  message: string;
  expiresInHours: string;
}

/** An offer (or a counter-offer): quantity, unit price in dollars, an optional message and how long it stands. */
const ANY_QUANTITY = 1_000_000;

export function OfferDialog({ title, intro, initial, maxQuantity, submitLabel, onSubmit, onClose }: OfferDialogProps) {
  const max = maxQuantity ?? ANY_QUANTITY;
  // More than is available reads as the API words it; without a limit, more than the API takes reads as the range.
  const tooMany = maxQuantity === undefined ? null : DEAL_MESSAGES.onlyAvailable;
  const [refusal, setRefusal] = useState<string | null>(null);
  const formik = useFormik<OfferValues>({
    initialValues: {
      quantity: String(Math.min(initial.quantity, max)),
      unitPrice: initial.unitPriceCents === undefined ? '' : dollarsOfCents(initial.unitPriceCents),
      message: '',
      expiresInHours: String(DEAL_LIMITS.offerHoursDefault),
    },
    validate: (values) =>
      formErrors<OfferValues>({
        quantity: quantityError(values.quantity, max, tooMany),
        unitPrice: unitPriceError(values.unitPrice),
        message: messageError(values.message),
        expiresInHours: hoursError(values.expiresInHours),
      }),
    onSubmit: async (values) => {
      setRefusal(null);
      const message = values.message.trim();
      try {
        await onSubmit({
          quantity: Number(values.quantity),
          unitPriceCents: unitPriceCentsOf(values.unitPrice)!,
          ...(message ? { message } : {}),
          expiresInHours: Number(values.expiresInHours),
        });
      } catch (error) {
        setRefusal(errorMessage(error, 'Could not send the offer: please try again'));
      }
    },
  });
  const cents = unitPriceCentsOf(formik.values.unitPrice);
  const quantityOk = quantityError(formik.values.quantity, max, tooMany) === undefined;
  const total = quantityOk && cents !== null && unitPriceError(formik.values.unitPrice) === undefined ? totalLabel(Number(formik.values.quantity) * cents) : '—';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="offer-title">
      <form onSubmit={formik.handleSubmit} noValidate>
        <DialogTitle id="offer-title">{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{intro}</DialogContentText>
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="Quantity"
                type="number"
                required
                fullWidth
                autoFocus
                {...fieldProps(formik, 'quantity')}
                helperText={fieldProps(formik, 'quantity').helperText ?? (maxQuantity === undefined ? 'Units' : `1 to ${maxQuantity} available`)}
                slotProps={{ htmlInput: { min: 1, max, step: 1 } }}
              />
              <TextField
                label="Unit price"
                required
                fullWidth
                {...fieldProps(formik, 'unitPrice')}
                helperText={fieldProps(formik, 'unitPrice').helperText ?? 'In US dollars, per unit'}
                slotProps={{
                  input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                  htmlInput: { inputMode: 'decimal' },
                }}
              />
            </Stack>
            <TextField label="Message (optional)" multiline minRows={2} maxRows={6} fullWidth {...fieldProps(formik, 'message')} />
            <TextField
              label="Offer expires after"
              type="number"
              fullWidth
              {...fieldProps(formik, 'expiresInHours')}
              helperText={fieldProps(formik, 'expiresInHours').helperText ?? `Hours, ${DEAL_LIMITS.offerHoursMin} to ${DEAL_LIMITS.offerHoursMax}`}
              slotProps={{
                input: { endAdornment: <InputAdornment position="end">hours</InputAdornment> },
                htmlInput: { min: DEAL_LIMITS.offerHoursMin, max: DEAL_LIMITS.offerHoursMax, step: 1 },
              }}
            />
          </Stack>
          <Typography sx={{ mt: 2, fontWeight: 700 }} aria-live="polite">
            Total: {total}
          </Typography>
          <RefusalAlert refusal={refusal} />
        </DialogContent>
        <DialogButtons onCancel={onClose} label={submitLabel} pendingLabel="Sending..." pending={formik.isSubmitting} />
      </form>
    </Dialog>
  );
}
