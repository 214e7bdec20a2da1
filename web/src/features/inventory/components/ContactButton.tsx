import MailIcon from '@mui/icons-material/Mail';
import type { ButtonLook } from '../../../components/button-styles';
import { PlainButton } from '../../../components/PlainButton';
import { useToast } from '../../../hooks/use-toast';
import { CONTACT_UNAVAILABLE } from '../../../lib/contact';

interface ContactButtonProps extends ButtonLook {
  /** The business's e-mail, when it gave one. */
  contact?: string;
  href: (contact: string) => string;
  label?: string;
}

/** A mail link to the business, or the 'Contact information unavailable' toast without an address. */
export function ContactButton({ contact, href, label = 'Contact Business', ...look }: ContactButtonProps) {
  const toast = useToast();
  if (contact) {
    return (
      <PlainButton {...look} startIcon={<MailIcon />} href={href(contact)} onClick={(event) => event.stopPropagation()}>
        {label}
      </PlainButton>
    );
  }
  return (
    <PlainButton
      {...look}
      startIcon={<MailIcon />}
      onClick={(event) => {
        event.stopPropagation();
        toast(CONTACT_UNAVAILABLE);
      }}
    >
      {label}
    </PlainButton>
  );
}
