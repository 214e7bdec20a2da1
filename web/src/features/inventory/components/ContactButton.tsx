import MailIcon from '@mui/icons-material/Mail';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useToast } from '../../../hooks/use-toast';
import { CONTACT_UNAVAILABLE } from '../../../lib/contact';

interface ContactButtonProps extends Omit<ButtonProps, 'href' | 'onClick'> {
  /** The business's e-mail, when it gave one. */
  contact?: string;
  href: (contact: string) => string;
  label?: string;
}

/** A mail link to the business, or the 'Contact information unavailable' toast without an address. */
export function ContactButton({ contact, href, label = 'Contact Business', ...props }: ContactButtonProps) {
  const toast = useToast();
  if (contact) {
    return (
      <Button startIcon={<MailIcon />} {...props} href={href(contact)} onClick={(event) => event.stopPropagation()}>
        {label}
      </Button>
    );
  }
  return (
    <Button
      startIcon={<MailIcon />}
      {...props}
      onClick={(event) => {
        event.stopPropagation();
        toast(CONTACT_UNAVAILABLE);
      }}
    >
      {label}
    </Button>
  );
}
