import type { MouseEvent } from 'react';
import { CONTACT_UNAVAILABLE } from '../lib/contact';
import { useToast } from './use-toast';

const ownClick = (event: MouseEvent) => event.stopPropagation();

/**
 * What a contact control does: a mail link to the business's address, or the 'Contact information unavailable' toast
 * without one. Its click stays its own inside clickable rows and cards. Spread onto ButtonOrLink or PlainButton, which
 * render an `<a>` for the link.
 */
export function useContactAction(contact: string | undefined, href: (contact: string) => string) {
  const toast = useToast();
  if (contact) return { href: href(contact), onClick: ownClick };
  return {
    onClick: (event: MouseEvent) => {
      event.stopPropagation();
      toast(CONTACT_UNAVAILABLE);
    },
  };
}
