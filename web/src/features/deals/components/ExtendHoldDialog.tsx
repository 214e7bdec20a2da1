import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DEAL_LIMITS, type Hold } from '@surplus/shared';
import { addDays } from 'date-fns';
import { useFormik } from 'formik';
import { useState } from 'react';
import { errorMessage } from '../../../api/client';
import { DialogButtons } from '../../../components/DialogButtons';
import { useToast } from '../../../hooks/use-toast';
import { fieldProps } from '../../../lib/formik-field';
import { useExtendHold } from '../api/extend-hold';
import { daysError, formErrors } from '../../../lib/deal-form';
import { dealDateLabel } from '../deal-labels';
import { RefusalAlert } from '../../../components/RefusalAlert';

/** The seller gives the buyer more days (1 to 30; a hold runs at most 60 days from its start). */
export function ExtendHoldDialog({ hold, onClose }: { hold: Hold; onClose: () => void }) {
  const extend = useExtendHold();
  const toast = useToast();
  const [refusal, setRefusal] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { days: String(DEAL_LIMITS.holdDaysDefault) },
    validate: ({ days }) => formErrors<{ days: string }>({ days: daysError(days) }),
    onSubmit: async ({ days }) => {
      setRefusal(null);
      try {
        const extended = await extend.mutateAsync({ hold, days: Number(days) });
        toast({ title: 'Hold extended', description: `${hold.buyer.businessName} has until ${dealDateLabel(extended.expiresAt)}.`, variant: 'success' });
        onClose();
      } catch (error) {
        setRefusal(errorMessage(error, 'Could not extend the hold: please try again'));
      }
    },
  });
  const newEnd = daysError(formik.values.days) === undefined ? dealDateLabel(addDays(new Date(hold.expiresAt), Number(formik.values.days)).toISOString()) : '—';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="extend-title">
      <form onSubmit={formik.handleSubmit} noValidate>
        <DialogTitle id="extend-title">Extend the hold</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {hold.itemName} for {hold.buyer.businessName}, now ending {dealDateLabel(hold.expiresAt)}. A hold runs at most {DEAL_LIMITS.holdDaysMax} days from its start.
          </DialogContentText>
          <TextField
            label="Extra days"
            type="number"
            required
            fullWidth
            autoFocus
            {...fieldProps(formik, 'days')}
            helperText={fieldProps(formik, 'days').helperText ?? `${DEAL_LIMITS.extendDaysMin} to ${DEAL_LIMITS.extendDaysMax}`}
            slotProps={{ htmlInput: { min: DEAL_LIMITS.extendDaysMin, max: DEAL_LIMITS.extendDaysMax, step: 1 } }}
          />
          <Typography sx={{ mt: 2, fontWeight: 700 }} aria-live="polite">
            New end: {newEnd}
          </Typography>
          <RefusalAlert refusal={refusal} />
        </DialogContent>
        <DialogButtons onCancel={onClose} label="Extend" pendingLabel="Extending..." pending={formik.isSubmitting} />
      </form>
    </Dialog>
  );
}
