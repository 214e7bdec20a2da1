import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type Transfer, TRANSFER_LIMITS } from '@surplus/shared';
import { useFormik } from 'formik';
import { useState } from 'react';
import { errorMessage } from '../../../api/client';
import { DialogButtons } from '../../../components/DialogButtons';
import { useToast } from '../../../hooks/use-toast';
import { fieldProps } from '../../../lib/formik-field';
import { countLabel } from '../../../lib/format';
import { useDisputeTransfer } from '../api/dispute-transfer';
import { formErrors, lengthError } from '../../../lib/deal-form';
import { transferFigures } from '../deal-labels';
import { RefusalAlert } from '../../../components/RefusalAlert';

const messageError = (text: string) => (text.trim() === '' ? 'Message is required' : lengthError('Message', text, TRANSFER_LIMITS.disputeMessageMax));

/** The buyer says what is wrong with a handover: the seller is told, and the transfer stops confirming itself. */
export function ReportProblemDialog({ transfer, onClose }: { transfer: Transfer; onClose: () => void }) {
  const dispute = useDisputeTransfer();
  const toast = useToast();
  const [refusal, setRefusal] = useState<string | null>(null);
  const seller = transfer.seller.businessName;
  const formik = useFormik({
    initialValues: { message: '' },
    validate: ({ message }) => formErrors<{ message: string }>({ message: messageError(message) }),
    onSubmit: async ({ message }) => {
      setRefusal(null);
      try {
        await dispute.mutateAsync({ transfer, input: { message: message.trim() } });
        toast({ title: 'Problem reported', description: `${seller} is told. Confirm receipt once it is sorted out.`, variant: 'success' });
        onClose();
      } catch (error) {
        setRefusal(errorMessage(error, 'Could not report the problem: please try again'));
      }
    },
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="report-problem-title">
      <form onSubmit={formik.handleSubmit} noValidate>
        <DialogTitle id="report-problem-title">Report a problem</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {transfer.itemName}, {transferFigures(transfer)} from {seller}. Say what is wrong: {seller} is told, and the transfer waits for you instead of confirming
            itself. You can still confirm receipt later.
          </DialogContentText>
          <TextField
            label="What is wrong?"
            multiline
            minRows={4}
            fullWidth
            required
            autoFocus
            {...fieldProps(formik, 'message')}
            helperText={fieldProps(formik, 'message').helperText ?? `Up to ${countLabel(TRANSFER_LIMITS.disputeMessageMax)} characters`}
          />
          <RefusalAlert refusal={refusal} />
        </DialogContent>
        <DialogButtons onCancel={onClose} label="Report problem" pendingLabel="Reporting..." pending={formik.isSubmitting} />
      </form>
    </Dialog>
  );
}
