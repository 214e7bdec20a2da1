import Stack from '@mui/material/Stack';
import { passwordChangeSchema, type PasswordChangeInput } from '@surplus/shared';
import { useFormik } from 'formik';
import { errorMessage } from '../../../api/client';
import { useToast } from '../../../hooks/use-toast';
import { fieldProps } from '../../../lib/formik-field';
import { zodValidate } from '../../../lib/zod-formik';
import { PasswordField } from '../../../components/PasswordField';
import { PlainButton } from '../../../components/PlainButton';
import { useChangePassword } from '../api/account';
import { AccountSection } from './AccountSection';

const EMPTY: PasswordChangeInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** A new password; every other session signs out. */
export function PasswordSection() {
  const change = useChangePassword();
  const toast = useToast();
  const formik = useFormik<PasswordChangeInput>({
    initialValues: EMPTY,
    validate: zodValidate(passwordChangeSchema),
    onSubmit: async (values, { resetForm }) => {
      try {
        const { message } = await change.mutateAsync(values);
        toast({ title: 'Password changed', description: message, variant: 'success' });
        resetForm();
      } catch (error) {
        toast({ title: 'Could not change password', description: errorMessage(error, 'Please try again'), variant: 'destructive' });
      }
    },
  });
  return (
    <AccountSection title="Password" description="Changing it signs out every other device; this one stays signed in.">
      <Stack component="form" noValidate onSubmit={formik.handleSubmit} spacing={2} aria-label="Password">
        <PasswordField label="Current Password" autoComplete="current-password" required {...fieldProps(formik, 'currentPassword')} />
        <PasswordField label="New Password" autoComplete="new-password" required {...fieldProps(formik, 'newPassword')} />
        <PasswordField label="Confirm New Password" autoComplete="new-password" required {...fieldProps(formik, 'confirmPassword')} />
        <div>
          <PlainButton type="submit" variant="contained" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? 'Changing...' : 'Change password'}
          </PlainButton>
        </div>
      </Stack>
    </AccountSection>
  );
}
