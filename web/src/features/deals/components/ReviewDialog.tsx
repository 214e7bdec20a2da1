import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type DealRole, type Transfer, TRANSFER_LIMITS } from '@surplus/shared';
import { useFormik } from 'formik';
import { useId, useState } from 'react';
import { errorMessage } from '../../../api/client';
import { DialogButtons } from '../../../components/DialogButtons';
import { useToast } from '../../../hooks/use-toast';
import { fieldProps } from '../../../lib/formik-field';
import { countLabel } from '../../../lib/format';
import { useReviewTransfer } from '../api/review-transfer';
import { formErrors, lengthError } from '../../../lib/deal-form';
import { dealDateLabel, transferFigures } from '../deal-labels';
import { RefusalAlert } from '../../../components/RefusalAlert';

interface ReviewValues {
  rating: number | null;
  comment: string;
}

const RATING_WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

/**
 * A party's review of the other business of a confirmed transfer: 1 to 5 stars and an optional comment. It stays
 * hidden until the other side has reviewed too, or the review window closes.
 */
export function ReviewDialog({ transfer, role, onClose }: { transfer: Transfer; role: DealRole; onClose: () => void }) {
  const review = useReviewTransfer();
  const toast = useToast();
  const ratingId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [hover, setHover] = useState(-1);
  const other = role === 'buyer' ? transfer.seller.businessName : transfer.buyer.businessName;
  const formik = useFormik<ReviewValues>({
    initialValues: { rating: null, comment: '' },
    validate: (values) =>
      formErrors<ReviewValues>({
        rating: Number.isInteger(values.rating) && values.rating! >= 1 && values.rating! <= 5 ? undefined : 'Choose a rating from 1 to 5 stars',
        comment: lengthError('Comment', values.comment, TRANSFER_LIMITS.reviewCommentMax),
      }),
    onSubmit: async (values) => {
      setRefusal(null);
      const comment = values.comment.trim();
      try {
        const sent = await review.mutateAsync({ transfer, input: { rating: values.rating!, ...(comment && { comment }) } });
        toast(
          sent.publishedAt
            ? { title: 'Review published', description: `${other} had reviewed you already: both reviews are on your business pages now.`, variant: 'success' }
            : { title: 'Review sent', description: `It appears when ${other} has reviewed you too, or when the review window closes.`, variant: 'success' },
        );
        onClose();
      } catch (error) {
        setRefusal(errorMessage(error, 'Could not send the review: please try again'));
      }
    },
  });
  const ratingError = formik.submitCount > 0 ? formik.errors.rating : undefined;
  const shown = hover !== -1 ? hover : formik.values.rating;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="review-title">
      <form onSubmit={formik.handleSubmit} noValidate>
        <DialogTitle id="review-title">Review {other}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {transfer.itemName}, {transferFigures(transfer)}. Your review stays hidden until {other} has reviewed you too
            {transfer.reviewBy ? `, or until ${dealDateLabel(transfer.reviewBy)}` : ''}; it cannot be changed once sent.
          </DialogContentText>
          <Box component="fieldset" aria-describedby={ratingError ? `${ratingId}-error` : undefined} sx={{ border: 0, p: 0, m: 0, mb: 2, minWidth: 0 }}>
            <Typography component="legend" variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
              Rating *
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5 }}>
              <Rating
                name={`${ratingId}-rating`}
                size="large"
                value={formik.values.rating}
                onChange={(_event, value) => void formik.setFieldValue('rating', value)}
                onChangeActive={(_event, value) => setHover(value)}
              />
              <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }} aria-hidden>
                {(shown && RATING_WORDS[shown]) || ''}
              </Typography>
            </Box>
            {ratingError && (
              <FormHelperText id={`${ratingId}-error`} error>
                {ratingError}
              </FormHelperText>
            )}
          </Box>
          <TextField
            label="Comment (optional)"
            multiline
            minRows={3}
            fullWidth
            {...fieldProps(formik, 'comment')}
            helperText={fieldProps(formik, 'comment').helperText ?? `Up to ${countLabel(TRANSFER_LIMITS.reviewCommentMax)} characters`}
          />
          <RefusalAlert refusal={refusal} />
        </DialogContent>
        <DialogButtons onCancel={onClose} label="Send review" pendingLabel="Sending..." pending={formik.isSubmitting} />
      </form>
    </Dialog>
  );
}
