import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { inquiryMessageSchema, type InventoryItem } from '@surplus/shared';
import { useFormik } from 'formik';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../api/client';
import { DialogButtons } from '../../../components/DialogButtons';
import { useToast } from '../../../hooks/use-toast';
import { itemInquiryBody } from '../../../lib/contact';
import { fieldProps } from '../../../lib/formik-field';
import { zodValidate } from '../../../lib/zod-formik';
import { useAskSeller } from '../api/send-message';

/** The message to the listing's business, prefilled like the Contact Business e-mail. */
export function AskSellerDialog({ item, onClose }: { item: InventoryItem; onClose: () => void }) {
  const ask = useAskSeller();
  const toast = useToast();
  const navigate = useNavigate();
  const formik = useFormik({
    initialValues: { message: itemInquiryBody(item) },
    validate: zodValidate(inquiryMessageSchema),
    onSubmit: async ({ message }) => {
      try {
        const { id } = await ask.mutateAsync({ itemId: item.id, message });
        toast({
          title: 'Message sent',
          description: `${item.businessName} will see it in their inbox.`,
          variant: 'success',
          actions: [{ label: 'Open conversation', onClick: () => navigate(`/inbox/${id}`) }],
        });
        onClose();
      } catch (error) {
        toast({ title: 'Could not send message', description: errorMessage(error, 'Please try again'), variant: 'destructive' });
      }
    },
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="ask-seller-title">
      <form onSubmit={formik.handleSubmit} noValidate>
        <DialogTitle id="ask-seller-title">Ask {item.businessName}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>About {item.name}. Replies arrive in your inbox.</DialogContentText>
          <TextField label="Message" multiline minRows={5} fullWidth required autoFocus {...fieldProps(formik, 'message')} />
        </DialogContent>
        <DialogButtons onCancel={onClose} label="Send message" pendingLabel="Sending..." pending={formik.isSubmitting} />
      </form>
    </Dialog>
  );
}
