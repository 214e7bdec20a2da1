import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { RESET_PASSWORD_SUCCESS, resetPasswordSchema } from '@surplus/shared';
import { useFormik } from 'formik';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/client';
import { fieldProps } from '../../../lib/formik-field';
import { zodValidate } from '../../../lib/zod-formik';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from './AuthCard';
import { Notice } from '../../../components/Notice';
import { PasswordField } from '../../../components/PasswordField';
import { PlainButton } from '../../../components/PlainButton';

interface ResetValues {
  token: string;
  password: string;
  confirmPassword: string;
}

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik<ResetValues>({
    initialValues: { token, password: '', confirmPassword: '' },
    validate: zodValidate(resetPasswordSchema),
    onSubmit: async (values) => {
      setFailure(null);
      try {
        await reset.mutateAsync(values);
        setDone(true);
      } catch (error) {
        setFailure(errorMessage(error, 'Failed to reset password.'));
      }
    },
  });

  if (done) {
    return (
      <AuthCard title="Reset your password" subtitle="Your password has been changed.">
        <Box sx={{ mb: 2 }}>
          <Notice severity="success" role="status">
            {RESET_PASSWORD_SUCCESS}
          </Notice>
        </Box>
        <PlainButton to="/auth" variant="contained" fullWidth>
          Return to Login
        </PlainButton>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset your password" subtitle="Choose a new password of at least 6 characters.">
      <Stack component="form" noValidate onSubmit={formik.handleSubmit} spacing={2} aria-label="Reset password">
        {!token && (
          <Notice severity="warning" role="alert" heading="Missing Reset Token">
            This password reset link seems to be invalid or expired. Please request a new reset link.
          </Notice>
        )}
        {failure && (
          <Notice severity="error" role="alert">
            {failure}
          </Notice>
        )}
        <PasswordField label="New Password" autoComplete="new-password" required {...fieldProps(formik, 'password')} />
        <PasswordField label="Confirm New Password" autoComplete="new-password" required {...fieldProps(formik, 'confirmPassword')} />
        <PlainButton type="submit" variant="contained" size="large" disabled={!token || formik.isSubmitting}>
          {formik.isSubmitting ? 'Resetting...' : 'Reset Password'}
        </PlainButton>
        <Link component={RouterLink} to="/forgot-password" variant="body2" sx={{ alignSelf: 'center' }}>
          Request a new link
        </Link>
      </Stack>
    </AuthCard>
  );
}
