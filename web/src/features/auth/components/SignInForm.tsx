import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { loginSchema, type LoginInput } from '@surplus/shared';
import { useFormik } from 'formik';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../api/client';
import { PlainButton } from '../../../components/PlainButton';
import { useToast } from '../../../hooks/use-toast';
import { fieldProps } from '../../../lib/formik-field';
import { zodValidate } from '../../../lib/zod-formik';
import { useLogin } from '../api/login';
import { PasswordField } from '../../../components/PasswordField';

export function SignInForm() {
  const login = useLogin();
  const toast = useToast();
  const formik = useFormik<LoginInput>({
    initialValues: { username: '', password: '' },
    validate: zodValidate(loginSchema),
    onSubmit: async (values) => {
      try {
        const user = await login.mutateAsync(values);
        toast({ title: 'Login successful', description: `Welcome back, ${user.businessName}!`, variant: 'success' });
      } catch (error) {
        toast({ title: 'Login failed', description: errorMessage(error, 'Invalid username or password'), variant: 'destructive' });
      }
    },
  });

  return (
    <Stack component="form" noValidate onSubmit={formik.handleSubmit} spacing={2} aria-label="Sign in">
      <TextField label="Username" autoComplete="username" required {...fieldProps(formik, 'username')} id="login-username" />
      <PasswordField label="Password" autoComplete="current-password" required {...fieldProps(formik, 'password')} id="login-password" />
      <Link component={RouterLink} to="/forgot-password" variant="body2" sx={{ alignSelf: 'flex-end' }}>
        Forgot password?
      </Link>
      <PlainButton type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
        {formik.isSubmitting ? 'Signing in...' : 'Sign In'}
      </PlainButton>
    </Stack>
  );
}
