import type { ButtonLook } from '../../../components/button-styles';
import { Icon } from '../../../components/Icon';
import { PlainButton } from '../../../components/PlainButton';
import { useContactAction } from '../../../hooks/use-contact-action';

interface ContactButtonProps extends ButtonLook {
  /** The business's e-mail, when it gave one. */
  contact?: string;
  href: (contact: string) => string;
  label?: string;
}

/** A mail link to the business, or the 'Contact information unavailable' toast without an address. */
export function ContactButton({ contact, href, label = 'Contact Business', ...look }: ContactButtonProps) {
  return (
    <PlainButton {...look} startIcon={<Icon icon="Mail" />} {...useContactAction(contact, href)}>
      {label}
    </PlainButton>
  );
}
