import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { registerFormSchema } from '@surplus/shared';
import { useFormik } from 'formik';
import { errorMessage } from '../../../api/client';
import { useToast } from '../../../hooks/use-toast';
import { fieldProps } from '../../../lib/formik-field';
import { zodValidate } from '../../../lib/zod-formik';
import { useRegister } from '../api/register';
import { PasswordField } from '../../../components/PasswordField';
import { PlainButton } from '../../../components/PlainButton';

interface RegisterValues {
  businessName: string;
  username: string;
  email: string;
  phone: string;
  location: string;
  password: string;
  confirmPassword: string;
}

const EMPTY: RegisterValues = { businessName: '', username: '', email: '', phone: '', location: '', password: '', confirmPassword: '' };

export function RegisterForm() {
  const registerUser = useRegister();
  const toast = useToast();
  const formik = useFormik<RegisterValues>({
    initialValues: EMPTY,
    validate: zodValidate(registerFormSchema),
    onSubmit: async ({ confirmPassword: _confirm, phone, location, ...values }) => {
      try {
        const user = await registerUser.mutateAsync({
          ...values,
          phone: phone.trim() || undefined,
          location: location.trim() || undefined,
        });
        toast({ title: 'Registration successful', description: `Welcome, ${user.businessName}!`, variant: 'success' });
      } catch (error) {
        toast({ title: 'Registration failed', description: errorMessage(error, 'Could not create account'), variant: 'destructive' });
      }
    },
  });

  return (
    <Stack component="form" noValidate onSubmit={formik.handleSubmit} spacing={2} aria-label="Register">
      <TextField label="Business Name" autoComplete="organization" required {...fieldProps(formik, 'businessName')} />
      <TextField label="Username" autoComplete="username" required {...fieldProps(formik, 'username')} id="register-username" />
      <TextField label="Email" type="email" autoComplete="email" required {...fieldProps(formik, 'email')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="Phone (optional)" type="tel" autoComplete="tel" fullWidth {...fieldProps(formik, 'phone')} />
        <TextField label="Location (optional)" placeholder="City, State" fullWidth {...fieldProps(formik, 'location')} />
      </Stack>
      <PasswordField label="Password" autoComplete="new-password" required {...fieldProps(formik, 'password')} id="register-password" />
      <PasswordField label="Confirm Password" autoComplete="new-password" required {...fieldProps(formik, 'confirmPassword')} />
      <PlainButton type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
        {formik.isSubmitting ? 'Creating account...' : 'Create Account'}
      </PlainButton>
    </Stack>
  );
}
