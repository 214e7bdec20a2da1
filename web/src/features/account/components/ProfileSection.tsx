import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { profileUpdateSchema, type User } from '@surplus/shared';
import { useFormik } from 'formik';
import { useState } from 'react';
import { errorMessage } from '../../../api/client';
import { PlainButton } from '../../../components/PlainButton';
import { useToast } from '../../../hooks/use-toast';
import { fieldProps } from '../../../lib/formik-field';
import { zodValidate } from '../../../lib/zod-formik';
import { useUpdateProfile } from '../api/account';
import { AccountSection } from './AccountSection';
import { PlaceStatus } from './PlaceStatus';

/**
 * Business name, e-mail, phone, location and ZIP, validated like registration. Once saved, it says whether the
 * place was found, which decides whether the listings take part in distance search.
 */
export function ProfileSection({ user }: { user: User }) {
  const update = useUpdateProfile();
  const toast = useToast();
  const [saved, setSaved] = useState<User | null>(null);
  const formik = useFormik({
    initialValues: { businessName: user.businessName, email: user.email, phone: user.phone ?? '', location: user.location ?? '', zip: user.zip ?? '' },
    enableReinitialize: true,
    validate: zodValidate(profileUpdateSchema),
    onSubmit: async (values) => {
      try {
        setSaved(await update.mutateAsync(values));
        toast({ title: 'Profile updated', description: 'Your listings show the change within a few seconds.', variant: 'success' });
      } catch (error) {
        toast({ title: 'Could not update profile', description: errorMessage(error, 'Please try again'), variant: 'destructive' });
      }
    },
  });
  return (
    <AccountSection title="Profile" description="How your business appears on its listings and its public page.">
      <Stack component="form" noValidate onSubmit={formik.handleSubmit} spacing={2} aria-label="Profile">
        <TextField label="Business Name" autoComplete="organization" required {...fieldProps(formik, 'businessName')} />
        <TextField label="Email" type="email" autoComplete="email" required {...fieldProps(formik, 'email')} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField label="Phone (optional)" type="tel" autoComplete="tel" fullWidth {...fieldProps(formik, 'phone')} />
          <TextField label="Location (optional)" placeholder="City, State" fullWidth {...fieldProps(formik, 'location')} />
          <TextField
            label="ZIP (optional)"
            autoComplete="postal-code"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
            sx={{ minWidth: { sm: 140 } }}
            {...fieldProps(formik, 'zip')}
          />
        </Stack>
        {saved && <PlaceStatus user={saved} />}
        <div>
          <PlainButton type="submit" variant="contained" disabled={formik.isSubmitting || !formik.dirty}>
            {formik.isSubmitting ? 'Saving...' : 'Save profile'}
          </PlainButton>
        </div>
      </Stack>
    </AccountSection>
  );
}
