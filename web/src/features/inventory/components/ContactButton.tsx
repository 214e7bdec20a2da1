import MailIcon from '@mui/icons-material/Mail';
import { BUTTON, buttonClass } from '../../../components/button-styles';
import { useToast } from '../../../hooks/use-toast';
import { CONTACT_UNAVAILABLE } from '../../../lib/contact';

interface ContactButtonProps {
  /** The business's e-mail, when it gave one. */
  contact?: string;
  href: (contact: string) => string;
  label?: string;
  variant?: 'outlined' | 'contained';
  size?: 'small' | 'medium' | 'large';
  fullWidth?: boolean;
}

/** A mail link to the business, or the 'Contact information unavailable' toast without an address. */
export function ContactButton({ contact, href, label = 'Contact Business', variant, size, fullWidth }: ContactButtonProps) {
  const toast = useToast();
  const className = buttonClass({ variant, size, fullWidth });
  const content = (
    <>
      <span className={BUTTON.startIcon}>
        <MailIcon />
      </span>
      {label}
    </>
  );
  if (contact) {
    return (
      <a className={className} href={href(contact)} onClick={(event) => event.stopPropagation()}>
        {content}
      </a>
    );
  }
  return (
    <button
      type="button"
      className={className}
      onClick={(event) => {
        event.stopPropagation();
        toast(CONTACT_UNAVAILABLE);
      }}
    >
      {content}
    </button>
  );
}
