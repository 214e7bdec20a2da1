import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { inquiryMessageSchema } from '@surplus/shared';
import { useFormik } from 'formik';
import { errorMessage } from '../../../api/client';
import { Icon } from '../../../components/Icon';
import { PlainButton } from '../../../components/PlainButton';
import { useToast } from '../../../hooks/use-toast';
import { fieldProps } from '../../../lib/formik-field';
import { zodValidate } from '../../../lib/zod-formik';
import { useReply } from '../api/send-message';

/** The reply form under a conversation; it empties once the message is sent. */
export function ReplyBox({ threadId }: { threadId: string }) {
  const reply = useReply(threadId);
  const toast = useToast();
  const formik = useFormik({
    initialValues: { message: '' },
    validate: zodValidate(inquiryMessageSchema),
    validateOnBlur: false,
    onSubmit: async ({ message }, { resetForm }) => {
      try {
        await reply.mutateAsync(message);
        resetForm();
      } catch (error) {
        toast({ title: 'Could not send message', description: errorMessage(error, 'Please try again'), variant: 'destructive' });
      }
    },
  });
  return (
    <Stack component="form" onSubmit={formik.handleSubmit} noValidate direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
      <TextField label="Reply" multiline minRows={2} maxRows={8} fullWidth {...fieldProps(formik, 'message')} />
      {/* The button fills the box: as wide as the form on a phone, as high as the field (56 px) beside it. */}
      <Box sx={{ display: 'flex', flexShrink: 0, minHeight: 56 }}>
        <PlainButton type="submit" variant="contained" fullWidth endIcon={<Icon icon="Send" />} disabled={formik.isSubmitting}>
          {formik.isSubmitting ? 'Sending...' : 'Send'}
        </PlainButton>
      </Box>
    </Stack>
  );
}
