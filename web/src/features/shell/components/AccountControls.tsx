import Avatar from '@mui/material/Avatar';
import Link from '@mui/material/Link';
import { initials, type User } from '@surplus/shared';
import { Link as RouterLink } from 'react-router';
import { Icon } from '../../../components/Icon';
import { PlainButton, PlainIconButton } from '../../../components/PlainButton';
import { SHELL } from './shell-styles';

interface AccountControlsProps {
  user: User;
  /** Signs out (the header holds the request: these controls are gone once it succeeds). */
  onSignOut: () => void;
  signingOut: boolean;
}

/** The header's signed-in part: the account (initials on a phone, the business name on wider screens) and Sign Out. */
export function AccountControls({ user, onSignOut, signingOut }: AccountControlsProps) {
  return (
    <>
      <PlainIconButton to="/account" aria-label={`Account settings of ${user.businessName}`} className={`${SHELL.phoneOnly} ${SHELL.avatarButton}`}>
        <Avatar sx={{ width: 34, height: 34, bgcolor: 'secondary.main', color: 'secondary.contrastText', fontSize: 14 }}>{initials(user.businessName)}</Avatar>
      </PlainIconButton>
      <Link component={RouterLink} to="/account" variant="body2" color="inherit" underline="hover" title="Account settings" sx={{ fontWeight: 600, maxWidth: 200, display: { xs: 'none', md: 'block' } }} noWrap>
        {user.businessName}
      </Link>
      <PlainIconButton aria-label={signingOut ? 'Signing out...' : 'Sign Out'} onClick={onSignOut} disabled={signingOut} className={SHELL.phoneOnly}>
        <Icon icon="Logout" />
      </PlainIconButton>
      <PlainButton variant="outlined" size="small" onClick={onSignOut} disabled={signingOut} className={SHELL.wideOnly} noWrap>
        {signingOut ? 'Signing out...' : 'Sign Out'}
      </PlainButton>
    </>
  );
}
