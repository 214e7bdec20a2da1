import TextField from '@mui/material/TextField';
import { reviewReplySchema, TRANSFER_LIMITS } from '@surplus/shared';
import { useFormik } from 'formik';
import { errorMessage } from '../../../api/client';
import { PlainButton } from '../../../components/PlainButton';
import { useToast } from '../../../hooks/use-toast';
import { countLabel } from '../../../lib/format';
import { fieldProps } from '../../../lib/formik-field';
import { zodValidate } from '../../../lib/zod-formik';
import { useReplyToReview } from '../api/reply-review';
import { REVIEWS } from './reviews-styles';

interface ReviewReplyFormProps {
  businessId: number;
  reviewId: string;
  /** Closes the form: cancelled, or the reply is posted (the review then shows it). */
  onClose: () => void;
}

/** The reviewed business's one reply to a review, under the review; the server's refusal shows in the form. */
export function ReviewReplyForm({ businessId, reviewId, onClose }: ReviewReplyFormProps) {
  const reply = useReplyToReview(businessId);
  const toast = useToast();
  const formik = useFormik({
    initialValues: { reply: '' },
    validate: zodValidate(reviewReplySchema),
    validateOnBlur: false,
    onSubmit: async (values, { setStatus }) => {
      setStatus(undefined);
      try {
        await reply.mutateAsync({ reviewId, reply: values.reply });
        toast({ title: 'Reply posted', description: 'Your reply shows under the review.', variant: 'success' });
        onClose();
      } catch (error) {
        setStatus(errorMessage(error, 'Could not post the reply'));
      }
    },
  });
  const field = fieldProps(formik, 'reply');
  const status = typeof formik.status === 'string' ? formik.status : undefined;
  return (
    <form onSubmit={formik.handleSubmit} noValidate className={REVIEWS.actions} aria-label="Reply to the review">
      <TextField
        {...field}
        id={`reply-${reviewId}`}
        label="Your reply"
        multiline
        minRows={3}
        fullWidth
        autoFocus
        helperText={field.helperText ?? `${countLabel(formik.values.reply.length)} / ${countLabel(TRANSFER_LIMITS.replyMax)} characters`}
      />
      {status && (
        <p className={`${REVIEWS.error} ${REVIEWS.actions}`} role="alert">
          Could not post the reply: {status}
        </p>
      )}
      <div className={REVIEWS.buttons}>
        <PlainButton onClick={onClose} disabled={formik.isSubmitting}>
          Cancel
        </PlainButton>
        <PlainButton type="submit" variant="contained" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? 'Posting...' : 'Post reply'}
        </PlainButton>
      </div>
    </form>
  );
}
