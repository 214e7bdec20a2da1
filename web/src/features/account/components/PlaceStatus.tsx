import type { User } from '@surplus/shared';
import { Notice } from '../../../components/Notice';

/** What the saved profile says of where the business is: found, not found (kept as written), or not given. */
export function placeMessage(user: Pick<User, 'location' | 'zip' | 'placeFound'>): { severity: 'success' | 'warning' | 'info'; text: string } {
  const place = [user.location, user.zip].filter(Boolean).join(', ');
  if (user.placeFound) return { severity: 'success', text: `Found ${place} on the map: buyers searching by distance see your listings.` };
  if (place) {
    return {
      severity: 'warning',
      text: `We could not find "${place}" on the map. It is kept as written, but your listings take no part in distance search. Check the spelling (City, ST) or add a 5-digit ZIP.`,
    };
  }
  return { severity: 'info', text: 'Add a location (City, ST) or a ZIP so buyers searching by distance see your listings.' };
}

/** The place message of a profile just saved, announced to screen readers. */
export function PlaceStatus({ user }: { user: User }) {
  const { severity, text } = placeMessage(user);
  return (
    <Notice severity={severity} role="status">
      {text}
    </Notice>
  );
}
