import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FORGOT_PASSWORD_MESSAGE, forgotPasswordSchema, type ForgotPasswordInput } from '@surplus/shared';
import { useFormik } from 'formik';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../api/client';
import { Notice } from '../../../components/Notice';
import { PlainButton } from '../../../components/PlainButton';
import { fieldProps } from '../../../lib/formik-field';
import { zodValidate } from '../../../lib/zod-formik';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard } from './AuthCard';

type Outcome = { kind: 'success' | 'error'; message: string } | null;

export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const formik = useFormik<ForgotPasswordInput>({
    initialValues: { email: '' },
    validate: zodValidate(forgotPasswordSchema),
    onSubmit: async (values) => {
      // The answer is the same whether or not the address exists: show it at once, unless an error is showing.
      setOutcome((shown) => (shown?.kind === 'error' ? shown : { kind: 'success', message: FORGOT_PASSWORD_MESSAGE }));
      try {
        const answer = await forgot.mutateAsync(values);
        setOutcome({ kind: 'success', message: answer?.message || FORGOT_PASSWORD_MESSAGE });
      } catch (error) {
        setOutcome({ kind: 'error', message: errorMessage(error, 'An error occurred while processing your request.') });
      }
    },
  });

  return (
    <AuthCard title="Forgot your password?" subtitle="Enter the email address of your account and we will send you a reset link.">
      <Stack component="form" noValidate onSubmit={formik.handleSubmit} spacing={2} aria-label="Request a password reset">
        {outcome && (
          <Notice severity={outcome.kind} role={outcome.kind === 'error' ? 'alert' : 'status'}>
            {outcome.message}
          </Notice>
        )}
        <TextField label="Email" type="email" autoComplete="email" required {...fieldProps(formik, 'email')} />
        <PlainButton type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? 'Sending...' : 'Send Reset Link'}
        </PlainButton>
        <Link component={RouterLink} to="/auth" variant="body2" sx={{ alignSelf: 'center' }}>
          Back to Sign In
        </Link>
      </Stack>
    </AuthCard>
  );
}
