import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Icon } from '../../../components/Icon';
import { PageHeading } from '../../../components/PageHeading';
import { PlainButton } from '../../../components/PlainButton';
import { useUser } from '../../../api/get-user';
import { ACCOUNT_EXPORT_URL } from '../api/account';
import { AccountSection } from './AccountSection';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';

/** /account: the signed-in business's profile, password, data export and deletion. */
export function AccountPage() {
  const { data: user } = useUser();
  const [deleting, setDeleting] = useState(false);
  if (!user) return null;
  return (
    <>
      <PageHeading title="Account" subtitle={`Signed in as ${user.username}`} />
      <Stack spacing={3} sx={{ maxWidth: 720 }}>
        <ProfileSection user={user} />
        <PasswordSection />
        <AccountSection title="Your data" description="Everything stored about your business (profile, listings, saved listings and searches, notifications, conversations) as a JSON file.">
          <PlainButton variant="outlined" startIcon={<Icon icon="Download" />} href={ACCOUNT_EXPORT_URL} download>
            Download my data
          </PlainButton>
        </AccountSection>
        <AccountSection title="Delete account" description="Deletes your business and everything stored about it. This cannot be undone.">
          <PlainButton color="error" variant="outlined" onClick={() => setDeleting(true)}>
            Delete account
          </PlainButton>
        </AccountSection>
      </Stack>
      {deleting && <DeleteAccountDialog onClose={() => setDeleting(false)} />}
    </>
  );
}
